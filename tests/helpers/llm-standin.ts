/** The OpenAI-compatible stand-in lives in scripts/lib (the benchmark and demo recordings use it too). */
import { startLlmStandin } from "../../scripts/lib/llm-standin.mjs";

export { startLlmStandin };
export type LlmStandin = Awaited<ReturnType<typeof startLlmStandin>>;
