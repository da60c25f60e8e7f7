// @vitest-environment jsdom
/** LinkedIn's invitation to connect, told apart in each of its states, in a shadow root as since September 2026. */
import { afterEach, describe, expect, it } from "vitest";

import { findInvitation } from "./find";

/** A dialog in #interop-outlet's open shadow root, as LinkedIn draws it (the page's language: `lang`). */
function dialogWith(html: string, lang = "en"): ShadowRoot {
  document.documentElement.lang = lang;
  const outlet = document.createElement("div");
  outlet.id = "interop-outlet";
  document.body.append(outlet);
  const root = outlet.attachShadow({ mode: "open" });
  root.innerHTML = `<div role="dialog" aria-labelledby="t">${html}</div>`;
  return root;
}

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.lang = "";
});

describe("findInvitation", () => {
  it("asks whether to add a note: the user chooses (nothing to write yet)", () => {
    dialogWith('<h2 id="t">Add a note to your invitation?</h2><button>Add a note</button><button>Send without a note</button>');
    expect(findInvitation(document)?.kind).toBe("choose");
  });

  it("the note's box, with the limit its maxlength says, else its counter, else a free account's 200", () => {
    const root = dialogWith(
      '<textarea id="custom-message" maxlength="200"></textarea><p>0/200</p><button disabled>Send</button>',
    );
    const found = findInvitation(document);
    expect(found).toMatchObject({ kind: "note", limit: 200 });
    expect(found?.kind === "note" && found.field).toBe(root.querySelector("textarea"));
    root.querySelector("textarea")!.removeAttribute("maxlength");
    root.querySelector("p")!.textContent = "0/300";
    expect(findInvitation(document)).toMatchObject({ kind: "note", limit: 300 });
    root.querySelector("p")!.textContent = "";
    expect(findInvitation(document)).toMatchObject({ kind: "note", limit: 200 });
  });

  it("the month's notes used up: only Send without a note (and Premium) is offered", () => {
    dialogWith(
      '<h2 id="t">Add a note to your invitation?</h2><p>You’ve used all your personalized invitations for this month.</p><a href="https://www.linkedin.com/premium/">Try Premium</a><button>Send without a note</button>',
    );
    expect(findInvitation(document)?.kind).toBe("quota");
  });

  it("the person's e-mail address asked first", () => {
    dialogWith(
      '<p>To verify this member knows you, please enter their email to connect.</p><input type="email"><button>Add a note</button>',
    );
    expect(findInvitation(document)?.kind).toBe("email");
  });

  it("in the page's language: LinkedIn in German", () => {
    dialogWith(
      '<h2 id="t">Möchten Sie eine Nachricht hinzufügen?</h2><button>Nachricht hinzufügen</button><button>Ohne Nachricht senden</button>',
      "de",
    );
    expect(findInvitation(document)?.kind).toBe("choose");
  });

  it("another dialog on a profile is no invitation (a Premium upsell, a share dialog)", () => {
    dialogWith(
      '<h2 id="t">Try Premium</h2><a href="https://www.linkedin.com/premium/">Try Premium for €0</a><button>Dismiss</button>',
    );
    expect(findInvitation(document)).toBeNull();
  });
});
