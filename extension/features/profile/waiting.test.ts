// @vitest-environment jsdom
/**
 * A profile LinkedIn is still drawing: nothing of it yet → the helper waits for the profile; the top card
 * there → a summary answers at once (About and Experience may never load); the user's own profile with its
 * About and Experience still loading → "Improve my profile" waits for them, since feedback without them
 * would be wrong; the own profile that has neither, with nothing loading, is answered as it is.
 */
import { afterEach, describe, expect, it } from "vitest";

import { loadOwn, parseHtml } from "../../../tests/helpers/linkedin-captures";
import { redesign } from "../../../tests/helpers/redesign";
import { waitForExtraction } from "../shared/wait-for-page";
import { extractProfile, WAITING_FOR_PROFILE, WAITING_FOR_SECTIONS } from "./extract";

const OWN_URL = "https://www.linkedin.com/in/nadia-okafor-4b2a19/";
const OTHER_URL = "https://www.linkedin.com/in/tomas-lindqvist-88c1/";

/** A 2026 profile with only its top card drawn; the cards below held back (and, `loading`, a placeholder in their place). */
function topCardOnly(file: string, loading: boolean) {
  const doc = loadOwn(file);
  const cards = [...doc.querySelectorAll("main section")].slice(1);
  cards.forEach((card) => card.remove());
  if (loading)
    doc
      .querySelector("main section")!
      .insertAdjacentHTML("afterend", '<div aria-busy="true"><div role="progressbar"></div></div>');
  return { doc, cards };
}

afterEach(() => {
  document.documentElement.innerHTML = "<head></head><body></body>";
});

describe("a profile LinkedIn is still drawing", () => {
  it("nothing of it yet: waits for the profile", () => {
    expect(extractProfile(parseHtml("<main><div></div></main>"), OTHER_URL)).toMatchObject({
      ok: false,
      waitingFor: WAITING_FOR_PROFILE,
    });
    expect(WAITING_FOR_PROFILE).toBe("the profile");
  });

  it.each(["profile-sdui-self.html", "profile-sdui-self-de.html", "profile-sdui-self-ja.html"])(
    "%s, the own profile, About and Experience loading: 'Improve my profile' waits for them (also redesigned)",
    (file) => {
      const { doc } = topCardOnly(file, true);
      expect(extractProfile(doc, OWN_URL)).toMatchObject({ ok: false, waitingFor: WAITING_FOR_SECTIONS });
      expect(extractProfile(redesign(doc, 7), OWN_URL)).toMatchObject({ ok: false, waitingFor: WAITING_FOR_SECTIONS });
    },
  );

  it("the own profile that has no About and no Experience, nothing loading: answered as it is", () => {
    const result = extractProfile(topCardOnly("profile-sdui-self-fr.html", false).doc, OWN_URL);
    if (!result.ok) throw new Error(result.reason);
    expect(result.context.profile).toMatchObject({ name: "Nadia Okafor", own: true, about: "", experience: [] });
  });

  it.each(["profile-sdui.html", "profile-sdui-es.html", "profile-sdui-pt.html"])(
    "%s, someone else's, its cards loading: the summary answers at once from the top card",
    (file) => {
      const result = extractProfile(topCardOnly(file, true).doc, OTHER_URL);
      if (!result.ok) throw new Error(result.reason);
      expect(result.context.profile).toMatchObject({
        name: "Tomás Lindqvist",
        headline: "Staff Site Reliability Engineer at Northgate Cloud",
        own: false,
      });
    },
  );

  it("reads the own profile's About and Experience as soon as LinkedIn draws them, watching the page", async () => {
    const { doc, cards } = topCardOnly("profile-sdui-self-de.html", true);
    document.documentElement.lang = "de";
    document.title = doc.title;
    document.body.replaceWith(document.adoptNode(doc.body));
    const read = () => extractProfile(document, OWN_URL);
    expect(read()).toMatchObject({ ok: false, waitingFor: WAITING_FOR_SECTIONS });
    const result = waitForExtraction(document, read, { timeoutMs: 5000 });
    setTimeout(() => {
      document.querySelector('[aria-busy="true"]')!.replaceWith(...cards.map((card) => document.importNode(card, true)));
    }, 30);
    const answer = await result;
    if (!answer.ok) throw new Error(answer.reason);
    expect(answer.context.profile.about).toMatch(/^I connect data teams/);
    expect(answer.context.profile.experience.map((e) => e.title)).toEqual(["Head of Partnerships", "Partner Manager"]);
  });
});
