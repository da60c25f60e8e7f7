/**
 * Says in one line, after every unit run, what the real-capture layer did: how many LinkedIn captures
 * ran (counted from the passed "capture <file>: …" tests), or that there were none and how to add them.
 */
import type { Reporter, TestModule } from "vitest/node";
import { captureOfTestName, capturesDir, hasCaptures } from "./linkedin-captures";

export default class CapturesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    if (!modules.some((module) => module.project.name.startsWith("unit"))) return;
    const ran = new Set<string>();
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const file = captureOfTestName(test.fullName);
        if (file && test.result().state === "passed") ran.add(file);
      }
    }
    const dir = capturesDir();
    console.log(`\n${capturesSummary(dir, hasCaptures(), [...ran].sort())}`);
  }
}

export function capturesSummary(dir: string, present: boolean, ran: string[]): string {
  if (!present) {
    return `LinkedIn captures: none ran (no captures in ${dir}); our own fixtures cover every extractor. To add the real-capture layer, set LINKEDIN_CAPTURES=/path/to/a/folder/of/captures.`;
  }
  if (!ran.length) return `LinkedIn captures: none ran (${dir} is there, but no extractor test of this run used it).`;
  return `LinkedIn captures: ran ${ran.length} real capture${ran.length === 1 ? "" : "s"} from ${dir} (${ran.join(", ")}).`;
}
