// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";

import type { Extraction } from "../types";
import { waitForExtraction } from "./wait-for-page";

const found = (text: string): Extraction<{ text: string }> => ({ ok: true, layer: "structure", context: { text } });
const waiting: Extraction<{ text: string }> = { ok: false, reason: "not yet", waitingFor: "the description" };

afterEach(() => document.body.replaceChildren());

describe("waiting for a part LinkedIn draws late", () => {
  it("answers at once when nothing is missing, or when what is missing will not come", async () => {
    expect(await waitForExtraction(document, () => found("now"))).toEqual(found("now"));
    const hopeless = { ok: false as const, reason: "No job here." };
    expect(await waitForExtraction(document, () => hopeless)).toEqual(hopeless);
  });

  it("reads again as the page changes, and resolves when the part arrives", async () => {
    const read = () =>
      document.querySelector("#description") ? found(document.querySelector("#description")!.textContent!) : waiting;
    const result = waitForExtraction(document, read, { timeoutMs: 5000 });
    setTimeout(
      () =>
        document.body.append(Object.assign(document.createElement("div"), { id: "description", textContent: "About the job" })),
      20,
    );
    expect(await result).toEqual(found("About the job"));
  });

  it("sees changes inside #interop-outlet's shadow root, where LinkedIn draws chat windows", async () => {
    const outlet = Object.assign(document.createElement("div"), { id: "interop-outlet" });
    document.body.append(outlet);
    const shadow = outlet.attachShadow({ mode: "open" });
    let reads = 0;
    const read = () => (reads++, shadow.querySelector("p") ? found("drawn") : waiting);
    const result = waitForExtraction(document, read, { timeoutMs: 5000 });
    setTimeout(() => shadow.append(document.createElement("p")), 20);
    expect(await result).toEqual(found("drawn"));
    expect(reads).toBeGreaterThan(1);
  });

  it("gives up after its time with the last reading, and stops when told", async () => {
    expect(await waitForExtraction(document, () => waiting, { timeoutMs: 30 })).toEqual(waiting);
    const stop = new AbortController();
    const result = waitForExtraction(document, () => waiting, { timeoutMs: 60_000, signal: stop.signal });
    stop.abort();
    expect(await result).toEqual(waiting);
  });
});
