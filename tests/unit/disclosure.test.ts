/** The disclosure's pure rules (src/core/disclosure.ts): who the provider is, when to ask again, what the server accepts. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  CONSENT_MESSAGES,
  DISCLOSURE_VERSION,
  FIREFOX_DATA_COLLECTION,
  KEPT_EXCHANGES,
  assistConsentProblem,
  consentState,
  decide,
  disclosureMatches,
  providerName,
  validateConsentChoice,
  type ShownDisclosure,
} from "../../src/core/disclosure";
import { EXPORTED_DETAILS } from "../../src/core/account-export";
import { SELF_HOSTED_PROVIDER, UNNAMED_PROVIDER } from "../../src/core/provider-name";
import { firefoxApiMatch, firefoxBuildEnv } from "../../scripts/lib/build.mjs";

const shown: ShownDisclosure = { version: DISCLOSURE_VERSION, provider: "api.openai.com", origin: "https://netlift.example" };
const at = new Date("2026-11-27T09:30:00.000Z");

describe("providerName", () => {
  it("is LLM_PROVIDER_NAME as the operator wrote it, trimmed", () => {
    expect(providerName("  OpenAI (US) ", "https://api.openai.com/v1")).toBe("OpenAI (US)");
  });

  it("defaults to a name made from LLM_BASE_URL's host, never the host, an address or a port (#37)", () => {
    expect(providerName("", "https://API.OpenAI.com/v1")).toBe("OpenAI");
    expect(providerName("", "https://my-resource.openai.azure.com/openai/deployments/x")).toBe("Microsoft Azure");
    expect(providerName("", "https://openrouter.ai/api/v1?x=1")).toBe("OpenRouter");
    expect(providerName("", "https://llm.example.com:8443/v1")).toBe("example.com");
    expect(providerName("", "https://gpu.inference.example.co.uk/v1")).toBe("example.co.uk");
    for (const local of [
      "http://127.0.0.1:11434/v1",
      "http://localhost:11434/v1",
      "http://ollama:11434/v1",
      "http://10.1.2.3:8000/v1",
      "http://192.168.1.20/v1",
      "http://172.20.0.5:8080",
      "http://[::1]:8000",
      "http://[fd12:3456::1]:8000/v1",
      "http://llm.internal:8000/v1",
      "http://gpu-box.lan/v1",
    ]) {
      expect(providerName("", local), local).toBe(SELF_HOSTED_PROVIDER);
    }
    expect(providerName("", "http://203.0.113.7:8000/v1")).toBe(UNNAMED_PROVIDER);
    expect(providerName("", "http://[2001:db8::7]:8000/v1")).toBe(UNNAMED_PROVIDER);
  });

  it("never shows a user or password the URL carries", () => {
    expect(providerName("", "https://user:s3cret@llm.example.com/v1")).toBe("example.com");
    expect(providerName("", "https://a@b@api.mistral.ai/v1")).toBe("Mistral AI");
  });

  it("is empty when the assistant is off", () => {
    expect(providerName("", "off")).toBe("");
    expect(providerName("", "")).toBe("");
  });
});

describe("consentState", () => {
  it("asks when nothing was decided, or what is stored is not a decision", () => {
    for (const record of [
      undefined,
      null,
      "agreed",
      {},
      { ...decide("agreed", shown, at), decision: "yes" },
      { ...decide("agreed", shown, at), at: 1 },
    ]) {
      expect(consentState(record, shown)).toEqual({ kind: "ask", changes: [] });
    }
  });

  it("lets requests through when the agreement names this version, provider and origin", () => {
    expect(consentState(decide("agreed", shown, at), shown)).toEqual({ kind: "agreed" });
  });

  it("asks again, saying what changed, when the provider, the version or the server's origin differs", () => {
    const agreed = decide("agreed", shown, at);
    expect(consentState(agreed, { ...shown, provider: "api.mistral.ai" })).toEqual({ kind: "ask", changes: ["provider"] });
    expect(consentState(agreed, { ...shown, version: "2027-01-01" })).toEqual({ kind: "ask", changes: ["version"] });
    expect(consentState(agreed, { ...shown, origin: "https://other.example" })).toEqual({ kind: "ask", changes: ["origin"] });
    expect(consentState(agreed, { version: "2027-01-01", provider: "x", origin: "https://other.example" })).toEqual({
      kind: "ask",
      changes: ["version", "provider", "origin"],
    });
  });

  it("asks again when the words of the language the user read changed, not when another language's did (issue #40)", () => {
    const wordings: Record<string, string> = { de: "de:00000001", fr: "fr:00000001" };
    const now = (language: string) => wordings[language];
    const readInGerman = decide("agreed", shown, at, "de:00000001");
    expect(readInGerman.wording).toBe("de:00000001");
    expect(consentState(readInGerman, shown, now)).toEqual({ kind: "agreed" });
    wordings.fr = "fr:00000002";
    expect(consentState(readInGerman, shown, now)).toEqual({ kind: "agreed" });
    wordings.de = "de:00000002";
    expect(consentState(readInGerman, shown, now)).toEqual({ kind: "ask", changes: ["wording"] });
    expect(consentState(readInGerman, { ...shown, provider: "api.mistral.ai" }, now)).toEqual({
      kind: "ask",
      changes: ["provider", "wording"],
    });
    // a record from before the words were versioned, or in a language this build no longer has: the version decides
    expect(consentState(decide("agreed", shown, at), shown, now)).toEqual({ kind: "agreed" });
    expect(consentState(decide("agreed", shown, at, "ko:00000001"), shown, now)).toEqual({ kind: "agreed" });
    expect(consentState({ ...readInGerman, wording: 7 }, shown, now)).toEqual({ kind: "ask", changes: [] });
  });

  it("a refusal holds whatever changes: the helpers stay off until the user turns them on", () => {
    const declined = decide("declined", shown, at);
    expect(consentState(declined, shown)).toEqual({ kind: "declined" });
    expect(consentState(declined, { ...shown, provider: "api.mistral.ai" })).toEqual({ kind: "declined" });
  });

  it("records the decision with the disclosure it was about and its time", () => {
    expect(decide("agreed", shown, at)).toEqual({ decision: "agreed", ...shown, at: "2026-11-27T09:30:00.000Z" });
  });
});

describe("validateConsentChoice (POST /api/account/consent)", () => {
  const current = { version: DISCLOSURE_VERSION, provider: "api.openai.com" };

  it("accepts a decision about the current disclosure", () => {
    expect(validateConsentChoice({ decision: "declined", ...current }, current)).toEqual({
      ok: true,
      value: { decision: "declined", ...current },
    });
  });

  it("refuses one about another disclosure with consent_required", () => {
    for (const body of [
      { decision: "agreed", ...current, provider: "old.example" },
      { decision: "agreed", ...current, version: "2020-01-01" },
    ]) {
      const checked = validateConsentChoice(body, current);
      expect(checked.ok).toBe(false);
      if (!checked.ok) expect(checked.error.code).toBe("consent_required");
    }
  });

  it("names the field that is wrong, and refuses fields it does not know", () => {
    const field = (body: unknown) => {
      const checked = validateConsentChoice(body, current);
      return checked.ok ? null : checked.error.field;
    };
    expect(field(null)).toBe("body");
    expect(field({ decision: "sure", ...current })).toBe("decision");
    expect(field({ decision: "agreed", provider: current.provider })).toBe("version");
    expect(field({ decision: "agreed", version: current.version })).toBe("provider");
    expect(field({ decision: "agreed", ...current, origin: "https://x" })).toBe("origin");
  });
});

describe("disclosureMatches (POST /api/assist)", () => {
  it("holds only for the same version and provider", () => {
    const current = { version: DISCLOSURE_VERSION, provider: "p" };
    expect(disclosureMatches({ version: DISCLOSURE_VERSION, provider: "p" }, current)).toBe(true);
    expect(disclosureMatches({ version: DISCLOSURE_VERSION, provider: "q" }, current)).toBe(false);
    expect(disclosureMatches({ version: "0", provider: "p" }, current)).toBe(false);
    expect(disclosureMatches("p", current)).toBe(false);
  });
});

describe("assistConsentProblem (POST /api/assist, on the server)", () => {
  const current = { version: DISCLOSURE_VERSION, provider: "Example AI" };
  const recorded = (consentDecision: string, version = DISCLOSURE_VERSION, provider = "Example AI") => ({
    consentDecision,
    consentVersion: version,
    consentProvider: provider,
  });

  it("lets a request through only when it names the current disclosure and the account agreed to that one", () => {
    expect(assistConsentProblem(current, recorded("agreed"), current)).toBeNull();
  });

  it("refuses a request that names no disclosure, telling an old extension to update", () => {
    expect(assistConsentProblem(undefined, recorded("agreed"), current)).toBe(CONSENT_MESSAGES.outdated);
    expect(assistConsentProblem(null, recorded("agreed"), current)).toBe(CONSENT_MESSAGES.outdated);
    expect(CONSENT_MESSAGES.outdated).toMatch(/update/);
  });

  it("refuses one that names another disclosure, whatever the account recorded", () => {
    expect(assistConsentProblem({ ...current, provider: "Old AI" }, recorded("agreed"), current)).toBe(CONSENT_MESSAGES.required);
    expect(assistConsentProblem({ ...current, version: "2020-01-01" }, recorded("agreed"), current)).toBe(
      CONSENT_MESSAGES.required,
    );
  });

  it("refuses when the account declined, decided nothing, or agreed to another disclosure", () => {
    expect(assistConsentProblem(current, recorded("declined"), current)).toBe(CONSENT_MESSAGES.declined);
    expect(assistConsentProblem(current, recorded("", "", ""), current)).toBe(CONSENT_MESSAGES.unrecorded);
    expect(assistConsentProblem(current, recorded("agreed", "2020-01-01"), current)).toBe(CONSENT_MESSAGES.unrecorded);
    expect(assistConsentProblem(current, recorded("agreed", DISCLOSURE_VERSION, "Old AI"), current)).toBe(
      CONSENT_MESSAGES.unrecorded,
    );
  });
});

describe("one source of truth", () => {
  it("the memory the disclosure promises is the memory the hooks keep", () => {
    const hooks = readFileSync(new URL("../../pocketbase/pb_hooks/lib/conversations.js", import.meta.url), "utf8");
    expect(hooks).toMatch(/MAX_EXCHANGES = require\(`\$\{__hooks\}\/lib\/core\.js`\)\.KEPT_EXCHANGES/);
    expect(KEPT_EXCHANGES).toBe(10);
  });

  it("the Firefox manifest declares the data the disclosure names", () => {
    const pkg = JSON.parse(readFileSync(new URL("../../extension/package.json", import.meta.url), "utf8")) as {
      manifest: {
        overrides: { firefox: { browser_specific_settings: { gecko: { data_collection_permissions: { required: string[] } } } } };
      };
    };
    // in the Firefox override: Plasmo keeps only `gecko` of a top-level browser_specific_settings (and drops `gecko_android`)
    expect(pkg.manifest.overrides.firefox.browser_specific_settings.gecko.data_collection_permissions.required).toEqual([
      ...FIREFOX_DATA_COLLECTION,
    ]);
  });

  it("the account export lists the consent fields", () => {
    expect(EXPORTED_DETAILS).toEqual(
      expect.arrayContaining(["consentDecision", "consentVersion", "consentProvider", "consentAt"]),
    );
  });
});

describe("the Firefox build's API host permission", () => {
  it("names the API's scheme and host, without the port Firefox's match patterns cannot match by", () => {
    expect(firefoxApiMatch("http://127.0.0.1:8090")).toBe("http://127.0.0.1/*");
    expect(firefoxApiMatch("https://netlift.example")).toBe("https://netlift.example/*");
    expect(firefoxApiMatch("https://netlift.example:8443/")).toBe("https://netlift.example/*");
    expect(firefoxBuildEnv({ PLASMO_PUBLIC_API_URL: "https://netlift.example" })).toMatchObject({
      PLASMO_FIREFOX_API_MATCH: "https://netlift.example/*",
    });
  });
});
