/** Connection notes (issue #40): what their context holds, the limit it says, and how a note is made to fit it. */
import { describe, expect, it } from "vitest";
import { validateAssist } from "../../src/core/assist";
import { reviewSuggestions } from "../../src/core/answer-review";
import { fitToLimit, NOTE_LIMITS, noteLimitOf, validateInvitationContext } from "../../src/core/invitation";
import { buildPrompt } from "../../src/core/prompts";

const PROFILE = {
  name: "Tomás Lindqvist",
  headline: "Staff engineer at Fernhill Transit Labs",
  location: "",
  about: "",
  experience: [],
};
const LONG =
  "Hi Tomás, I read about your timetable rebuild and the way your team plans its releases around the riders. I work on similar problems and would like to compare notes on what worked, what did not, and what you would do differently, if you are open to it.";

describe("fitToLimit", () => {
  it("keeps a note that fits, and cuts a longer one at its last sentence within the limit", () => {
    expect(fitToLimit("Hi Tomás, glad to connect.", 200)).toBe("Hi Tomás, glad to connect.");
    const cut = fitToLimit(LONG, 200);
    expect(cut).toBe("Hi Tomás, I read about your timetable rebuild and the way your team plans its releases around the riders.");
    expect(cut.length).toBeLessThanOrEqual(200);
  });

  it("cuts at a word, never in one, where no sentence ends late enough, and marks the cut with …", () => {
    for (let limit = 40; limit <= 300; limit++) {
      const cut = fitToLimit(LONG, limit);
      expect(cut.length, `limit ${limit}`).toBeLessThanOrEqual(limit);
      // what is kept is the note's start, ending where a word ends
      const kept = cut.replace(/…$/, "");
      expect(LONG.startsWith(kept), `limit ${limit}`).toBe(true);
      expect(LONG.charAt(kept.length), `limit ${limit}: after "${kept.slice(-12)}"`).toMatch(/^[\s.,;:!?]?$/);
      expect(cut, `limit ${limit}`).not.toMatch(/[,;:]…$/);
    }
    expect(fitToLimit(LONG, 60)).toBe("Hi Tomás, I read about your timetable rebuild and the way…");
  });

  it("cuts text written without spaces at a sentence (。), else between characters", () => {
    const zh = "我很喜欢你在物流周上关于驳船调度的演讲。我在港线负责调度工作，很想和你交流规划工具的经验。";
    expect(fitToLimit(zh, 30)).toBe("我很喜欢你在物流周上关于驳船调度的演讲。");
    expect(fitToLimit(zh, 15)).toBe("我很喜欢你在物流周上关于驳船…");
  });
});

describe("the invitation's context", () => {
  it("needs the person's profile with a name, and takes a whole number of characters from 40 to 300 as the limit", () => {
    expect(validateInvitationContext({ profile: PROFILE }).ok).toBe(true);
    expect(validateInvitationContext({ profile: PROFILE, invitation: { limit: 300 } }).ok).toBe(true);
    for (const bad of [{}, { profile: { name: "" } }, { profile: "Tomás" }]) {
      const checked = validateInvitationContext(bad);
      expect(!checked.ok && checked.error.field).toBe("context.profile");
    }
    for (const limit of [0, 39, 301, 200.5, "200"]) {
      const checked = validateInvitationContext({ profile: PROFILE, invitation: { limit } });
      expect(!checked.ok && checked.error.field, String(limit)).toBe("context.invitation.limit");
    }
    expect(noteLimitOf({ profile: PROFILE })).toBe(NOTE_LIMITS.default);
    expect(noteLimitOf({ profile: PROFILE, invitation: { limit: 300 } })).toBe(300);
  });

  it("is checked at the edge: a request for a note with no profile is refused, naming the field", () => {
    const refused = validateAssist({ task: "invite.note", page: "profile", context: { invitation: { limit: 200 } } });
    expect(!refused.ok && refused.error).toMatchObject({ code: "invalid_input", field: "context.profile" });
    expect(validateAssist({ task: "invite.note", page: "feed", context: { profile: PROFILE } }).ok).toBe(false);
  });
});

describe("a note's answer", () => {
  const request = (limit?: number) => {
    const checked = validateAssist({
      task: "invite.note",
      page: "profile",
      goal: "Reconnect",
      context: { profile: PROFILE, ...(limit ? { invitation: { limit } } : {}) },
    });
    if (!checked.ok) throw new Error(checked.error.message);
    return checked.value;
  };

  it("asks the model for 3 notes within the limit the dialog says, toward the goal", () => {
    const built = buildPrompt(request(300));
    const asked = built.messages.at(-1)!.content;
    expect(built.count).toBe(3);
    expect(asked).toContain("at most 300 characters");
    expect(asked).toContain("My reason: Reconnect.");
    expect(buildPrompt(request()).messages.at(-1)!.content).toContain("at most 200 characters");
  });

  it("is cut to the limit after the clean-up, the tells past the cut dropped; short ones stay as written", () => {
    const reviewed = reviewSuggestions(request(), [LONG, "Hi Tomás, happy to connect.", `${LONG} 🚀 #networking`]);
    expect(reviewed.suggestions.map((s) => s.length <= 200)).toEqual([true, true, true]);
    expect(reviewed.suggestions[1]).toBe("Hi Tomás, happy to connect.");
    // emoji and the hashtag block go first (a note is a comment), then the cut
    expect(reviewed.suggestions[2]).toBe(reviewed.suggestions[0]);
    for (const tell of reviewed.tells) expect(tell.end).toBeLessThanOrEqual(reviewed.suggestions[tell.index]!.length);
  });
});
