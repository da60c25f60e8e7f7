import { describe, expect, it } from "vitest";
import { validateAssist, type AssistRequest } from "../../src/core/assist";
import { EMPTY_VOICE, type Persona } from "../../src/core/persona";
import { buildPrompt } from "../../src/core/prompts";
import { CONTEXTS } from "../helpers/contexts";

const request = (extra: Record<string, unknown> = {}): AssistRequest => {
  const checked = validateAssist({ task: "feed.comment", ...CONTEXTS["feed.comment"], ...extra });
  if (!checked.ok) throw new Error(checked.error.message);
  return checked.value;
};
const system = (req: AssistRequest, persona?: Persona) => buildPrompt(req, [], persona).messages[0]!.content;
const persona = (description: string): Persona => ({
  name: "Ada",
  role: "",
  industry: "",
  profile: "",
  voice: { ...EMPTY_VOICE, description },
});

describe("prompts name the tells to avoid (v4)", () => {
  it("in the answer's language: the one asked for, else the page's", () => {
    expect(system(request())).toContain('"great post"');
    expect(system(request({ language: "Spanish" }))).toContain('"gracias por compartir"');
    const german = request({
      context: {
        post: {
          author: "Jonas",
          headline: "",
          text: "Wir haben die Abrechnung neu gebaut und es ist nicht mehr so langsam wie vorher, sondern schnell.",
          comments: [],
        },
      },
    });
    expect(system(german)).toContain('"danke fürs teilen"');
    expect(buildPrompt(request()).promptId).toBe("feed.comment@v4");
  });

  it("asks for no em dashes, unless the user's own writing uses them", () => {
    expect(system(request())).toContain("em dashes: use a comma or a full stop");
    const mine = system(request(), persona("Plain and direct — like my emails."));
    expect(mine).toContain("em dashes are fine: I use them myself");
    expect(mine).not.toContain("use a comma or a full stop");
  });
});
