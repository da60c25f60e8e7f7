// @vitest-environment jsdom
/**
 * The one accessor features read LinkedIn's names through: the bundled pack is the extraction pack's
 * source file, it holds every name a feature declares, and a pack put in force while a page is open
 * applies at the next read, without reloading anything.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

import { loadOwn } from "../../../tests/helpers/linkedin-captures";
import { validatePack, type ExtractionPack } from "../../../src/core/extraction-pack";
import { vocabularyFor } from "../feed/vocabulary";
import { FEED_WORDS } from "../feed/words";
import { detectPageType } from "../page-type";
import { cleanName } from "../profile/by-selectors";
import { extractProfile } from "../profile/extract";
import { PROFILE } from "../profile/selectors";
import { profileWords } from "../profile/wording";
import { watchPage } from "./feature";
import { BUNDLED_PACK, currentPack, DECLARED, onPackChange, packGeneration, putPackInForce } from "./pack";
// every feature's declarations, so that DECLARED holds them all
import "../chat-windows/selectors";
import "../editors/selectors";
import "../invitations/selectors";
import "../feed/selectors";
import "../jobs/selectors";
import "../jobs/words";
import "../messages/selectors";
import "../messages/words";
import "../profile/words";
import "./selectors";

const SOURCE = JSON.parse(readFileSync(join(__dirname, "../../../src/core/extraction-pack.json"), "utf8")) as ExtractionPack;

afterEach(() => {
  putPackInForce(null);
});

describe("the bundled pack", () => {
  it("is src/core/extraction-pack.json itself (the server's bundled pack too), and valid", () => {
    expect(BUNDLED_PACK).toEqual(SOURCE);
    expect(validatePack(BUNDLED_PACK)).toMatchObject({ ok: true });
  });

  it("holds every name a feature reads, in the section it reads it from, and names nothing no feature reads", () => {
    expect(DECLARED.length).toBeGreaterThan(10);
    const declared = new Set<string>();
    for (const { page, section, names } of DECLARED) {
      for (const name of names) {
        declared.add(`${page}.${section}.${name}`);
        if (section === "words") {
          // English is complete: every other language may leave a key to English
          expect(SOURCE.pages[page]?.words?.en?.[name], `pages.${page}.words.en.${name}`).toBeDefined();
        } else expect(SOURCE.pages[page]?.[section]?.[name], `pages.${page}.${section}.${name}`).toBeDefined();
      }
    }
    for (const [page, data] of Object.entries(SOURCE.pages)) {
      for (const section of ["selectors", "mounts", "attributes", "prefixes"] as const) {
        for (const name of Object.keys(data[section] ?? {}))
          expect(declared, `pages.${page}.${section}.${name} is read by no feature`).toContain(`${page}.${section}.${name}`);
      }
      for (const table of Object.values(data.words ?? {})) {
        for (const key of Object.keys(table)) expect(declared).toContain(`${page}.words.${key}`);
      }
    }
  });

  it("has route families for every page type", () => {
    for (const page of ["feed", "messages", "profile", "jobs"])
      expect(SOURCE.pages[page]?.routes?.length, page).toBeGreaterThan(0);
  });
});

/** profile-small.html as LinkedIn might serve it next: the headline's class renamed to a data attribute. */
function renamedProfile(): Document {
  const doc = loadOwn("profile-small.html");
  const headline = doc.querySelector(".text-body-medium.break-words")!;
  headline.className = "x9f3kq";
  headline.setAttribute("data-view-name", "profile-top-card-headline");
  return doc;
}
const URL_ = "https://www.linkedin.com/in/someone-else/";
const FIX: ExtractionPack = {
  version: "2030.1.1.1",
  schema: 1,
  pages: {
    profile: {
      selectors: {
        HEADLINE: ['[data-view-name="profile-top-card-headline"]', ...(SOURCE.pages.profile!.selectors!.HEADLINE ?? [])],
      },
    },
  },
};

describe("a pack put in force while the page is open", () => {
  it("applies at the next read: the same document, the same modules, now answered by the selector layer", () => {
    const doc = renamedProfile();
    const before = extractProfile(doc, URL_);
    expect(before.ok && before.layer).not.toBe("selectors");

    const generation = packGeneration();
    expect(putPackInForce(FIX)).toBe(true);
    expect(packGeneration()).toBe(generation + 1);
    expect(currentPack().version).toBe("2030.1.1.1");
    expect(PROFILE.HEADLINE[0]).toBe('[data-view-name="profile-top-card-headline"]');
    // what the fix does not name stays bundled
    expect(PROFILE.NAME).toEqual(SOURCE.pages.profile!.selectors!.NAME);

    const after = extractProfile(doc, URL_);
    expect(after.ok && after.layer).toBe("selectors");
    expect(after.ok && after.context.profile).toMatchObject({ name: "Mira Castellanos" });

    expect(putPackInForce(null)).toBe(true);
    const back = extractProfile(doc, URL_);
    expect(back.ok && back.layer).not.toBe("selectors");
  });

  it("tells the features, which scan the page again at once (a fixed mount point is used without waiting for LinkedIn to change the page)", async () => {
    const heard: string[] = [];
    const stop = onPackChange(() => heard.push(currentPack().version));
    let scans = 0;
    const stopWatching = watchPage(document, () => (scans += 1), 0);
    expect(scans).toBe(1);
    putPackInForce(FIX);
    putPackInForce(FIX); // the same pack again: another object, merged again, still told
    expect(putPackInForce(null)).toBe(true);
    expect(putPackInForce(null)).toBe(false); // nothing changed: nobody told
    expect(heard).toEqual(["2030.1.1.1", "2030.1.1.1", BUNDLED_PACK.version]);
    await expect.poll(() => scans).toBe(2); // the scans asked meanwhile run as one, as for mutations
    stop();
    stopWatching();
    putPackInForce(FIX);
    expect(heard).toHaveLength(3);
  });

  it("is not put in force when it is no newer than the bundled one", () => {
    expect(putPackInForce({ ...FIX, version: "2020.1.1.1" })).toBe(false);
    expect(currentPack()).toBe(BUNDLED_PACK);
  });

  it("changes word tables and what is built from them (a new word counts at once)", () => {
    const doc = new DOMParser().parseFromString('<html lang="en"><body></body></html>', "text/html");
    expect(profileWords.is(doc, "Über-Abschnitt", "about")).toBe(false);
    const before = FEED_WORDS.en.more;
    putPackInForce({
      version: "2030.1.1.1",
      schema: 1,
      pages: { profile: { words: { en: { about: ["Über-Abschnitt"] } } }, feed: { words: { en: { more: ["mehr…"] } } } },
    });
    expect(profileWords.is(doc, "Über-Abschnitt", "about")).toBe(true);
    expect(FEED_WORDS.en.more).toEqual(["mehr…"]);
    expect(FEED_WORDS.de.more).toEqual(SOURCE.pages.feed!.words!.de!.more);
    putPackInForce(null);
    expect(FEED_WORDS.en.more).toEqual(before);
  });

  it("carries the language rules that are data: a new count abbreviation and a new pronoun apply at the next read", () => {
    const count = "3 Bio. Reaktionen";
    const name = "Robin Vale fae/faer";
    expect(vocabularyFor("de").isCount(count)).toBe(false);
    expect(cleanName(name)).toBe(name);
    putPackInForce({
      version: "2030.1.1.1",
      schema: 1,
      pages: {
        feed: { words: { de: { numberSuffixes: ["Tsd.", "Mio.", "Mrd.", "Bio."] } } },
        profile: { words: { en: { pronouns: ["She/Her", "Fae/Faer"] } } },
      },
    });
    expect(vocabularyFor("de").isCount(count)).toBe(true);
    expect(cleanName(name)).toBe("Robin Vale");
    expect(cleanName("Ana Ruiz she/her")).toBe("Ana Ruiz"); // the bundled languages' still count
    putPackInForce(null);
    expect(vocabularyFor("de").isCount(count)).toBe(false);
  });

  it("changes route families: a page type at a new address is recognised", () => {
    const next = "https://www.linkedin.com/profile/view/someone/";
    expect(detectPageType(next)).toBeNull();
    putPackInForce({ version: "2030.1.1.1", schema: 1, pages: { profile: { routes: ["/in/*", "/profile/view/*"] } } });
    expect(detectPageType(next)).toBe("profile");
    expect(detectPageType("https://www.linkedin.com/in/someone/")).toBe("profile");
    expect(detectPageType("https://www.linkedin.com/feed/")).toBe("feed");
  });
});
