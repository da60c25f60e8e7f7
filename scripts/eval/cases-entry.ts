/**
 * The entry scripts/eval-answers.mjs bundles and runs in Node with jsdom: the cases (./cases.ts, data) made into
 * requests by ./drivers.ts, and the core functions the eval calls on them.
 */
export { buildCases } from "./drivers";
export { CHAT_HISTORY, INJECTION_MARKER, PERSONA } from "./cases";
export { buildPrompt } from "../../src/core/prompts";
export { validateAssist } from "../../src/core/assist";
export { personaOf } from "../../src/core/persona";
export { parseSuggestions } from "../../src/core/suggestions";
export { reviewSuggestions } from "../../src/core/answer-review";
export { findTells, REMOVABLE } from "../../src/core/tells";
export { addedTells, reviewProofread } from "../../src/core/proofread-review";
export { checkProofread } from "../../src/core/proofread";
