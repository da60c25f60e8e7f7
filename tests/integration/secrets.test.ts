/** No build output carries a Stripe secret, webhook secret or LLM key (npm test builds with canaries set). */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BUILD_CANARIES } from "../../scripts/lib/canaries.mjs";
import { DIST_DIR, ROOT } from "../../scripts/lib/pocketbase.mjs";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const OUTPUTS = [DIST_DIR, join(ROOT, "extension/build")];

describe("build output", () => {
  it.each(OUTPUTS)("%s holds no secret key material", (dir) => {
    const all = files(dir).filter((f) => /\.(js|html|json|css|map|txt)$/.test(f));
    expect(all.length).toBeGreaterThan(0);
    const leaks: string[] = [];
    for (const file of all) {
      const text = readFileSync(file, "utf8");
      if (/\b(sk|rk)_(live|test)_[A-Za-z0-9]{8,}/.test(text)) leaks.push(`${file}: Stripe secret key pattern`);
      if (/\bwhsec_[A-Za-z0-9]{8,}/.test(text)) leaks.push(`${file}: webhook secret pattern`);
      for (const [name, value] of Object.entries(BUILD_CANARIES)) if (text.includes(value)) leaks.push(`${file}: ${name}`);
    }
    expect(leaks).toEqual([]);
  });
});
