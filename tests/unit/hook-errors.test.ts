/**
 * The hooks' errors take one path: a route answers through one helper keyed by the code (lib/http.js
 * `fail(c, code, message)`), anything else throws one refusal (lib/errors.js `refuse(code, message)`), which
 * the one onBeforeApiError writes through that helper. The status comes from the one table, STATUS in
 * src/core/errors.ts: no hook types a status by hand, throws an error class of PocketBase's, or uses a code
 * the table lacks.
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
    const codes = new Set(
      files.flatMap(({ text }) =>
        [
          ...text.matchAll(/\bfail(?:Whole)?\(\s*c\s*,\s*"([a-z_]+)"/g),
          ...text.matchAll(/\b(?:refuse|refusal)\(\s*"([a-z_]+)"/g),
          ...text.matchAll(/\b(?:failure|error): \{ code: "([a-z_]+)"/g),
        ].map((m) => m[1]!),
      ),
    );
    expect(codes.size).toBeGreaterThan(12);
    expect(codes).toContain("forbidden");
    expect([...codes].filter((code) => !(code in STATUS))).toEqual([]);
  });

  it("no hook writes an error answer of its own with c.json", () => {
    const own = files.flatMap(({ file, text }) =>
      [...text.matchAll(/c\.json\(\s*([45]\d\d|status)\s*,/g)].map((m) => `${file}: ${m[0]}`),
    );
    expect(own).toEqual(["lib/http.js: c.json(status,"]);
  });

  it("throw no error class of PocketBase's: a refusal is thrown by refuse(code, message)", () => {
    const pocketBaseErrors =
      /\bnew\s+(ApiError|BadRequestError|NotFoundError|ForbiddenError|UnauthorizedError|TooManyRequestsError|ValidationError)\b/g;
    const thrown = files.flatMap(({ file, text }) => [...text.matchAll(pocketBaseErrors)].map((m) => `${file}: ${m[0]}`));
    expect(thrown).toEqual([]);
    const refusals = files.flatMap(({ file, text }) =>
      [...text.matchAll(/\b(?:refuse|refuseTooMany|refusal)\(/g)].map(() => file),
    );
    expect(refusals.length).toBeGreaterThan(20);
  });

  it("are turned into answers in one place: one onBeforeApiError, in errors.pb.js", () => {
    const handlers = files.flatMap(({ file, text }) => [...text.matchAll(/\bonBeforeApiError\(/g)].map(() => file));
    expect(handlers).toEqual(["errors.pb.js"]);
  });
});
