/**
 * The hooks' errors go through one helper keyed by the code (lib/http.js `fail(c, code, message)`), whose
 * status comes from the one table, STATUS in src/core/errors.ts: no hook types a status by hand, and
 * every code a hook sends is in the table.
 */
import { describe, expect, it } from "vitest";

import { STATUS } from "../../src/core/errors";
import { hookSources } from "../helpers/hook-sources";

const files = hookSources();

describe("the hooks' errors", () => {
  it("are written by fail(c, code, …), never with a status typed beside the code", () => {
    const calls = files.flatMap(({ file, text }) =>
      [...text.matchAll(/\bfail\(\s*c\s*,\s*([^,]+),/g)].map((m) => ({ file, arg: m[1]!.trim() })),
    );
    expect(calls.length).toBeGreaterThan(30);
    const byHand = calls.filter(({ arg }) => /^\d/.test(arg));
    expect(byHand).toEqual([]);
  });

  it("use only codes that the one table gives a status", () => {
    const codes = new Set(files.flatMap(({ text }) => [...text.matchAll(/\bfail\(\s*c\s*,\s*"([a-z_]+)"/g)].map((m) => m[1]!)));
    expect(codes.size).toBeGreaterThan(10);
    expect([...codes].filter((code) => !(code in STATUS))).toEqual([]);
  });

  it("no hook writes an error answer of its own with c.json", () => {
    const own = files.flatMap(({ file, text }) =>
      [...text.matchAll(/c\.json\(\s*([45]\d\d|status)\s*,/g)].map((m) => `${file}: ${m[0]}`),
    );
    expect(own).toEqual(["lib/http.js: c.json(status,"]);
  });
});
