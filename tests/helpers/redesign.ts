/** The next LinkedIn redesign, simulated (scripts/lib/redesign.mjs): for the extractors' unit tests. */
export { redesign, REDESIGN_SEEDS } from "../../scripts/lib/redesign.mjs";
