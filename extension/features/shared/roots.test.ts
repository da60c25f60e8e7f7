// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";

import {
  closestAny,
  deep,
  deepActiveElement,
  firstText,
  headings,
  precedes,
  queryAllAny,
  queryAllFirst,
  queryFirst,
  shadowRoots,
} from "./dom";
import { OWN_HOST } from "./selectors";
import { HOST_ATTRIBUTE } from "./mount";

/** A host element with an open shadow root holding `html`. */
function host(parent: Element, html: string, tag = "div"): { el: Element; root: ShadowRoot } {
  const el = document.createElement(tag);
  parent.append(el);
  const root = el.attachShadow({ mode: "open" });
  root.innerHTML = html;
  return { el, root };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("deep queries: shadow roots are part of the page", () => {
  it("document queries miss what LinkedIn draws in #interop-outlet's shadow root; the deep ones find it, the page first", () => {
    document.body.innerHTML = `<main><h2 class="title">Feed</h2></main><div id="interop-outlet"></div>`;
    const outlet = document.getElementById("interop-outlet")!.attachShadow({ mode: "open" });
    outlet.innerHTML = `<div role="dialog"><h2 class="title">Ingrid Solberg</h2><p class="msg">Hi Lena</p></div>`;

    expect(document.querySelector(".msg")).toBeNull();
    expect(queryFirst(document, [".msg"])).toBeNull();
    expect(queryFirst(deep(document), [".msg"])?.textContent).toBe("Hi Lena");
    expect(firstText(deep(document), [".msg"])).toBe("Hi Lena");
    // selectors stay in their order of stability; within one, the page comes before the shadow roots
    expect(queryFirst(deep(document), [".title"])?.textContent).toBe("Feed");
    expect(queryAllFirst(deep(document), [".title"]).map((el) => el.textContent)).toEqual(["Feed", "Ingrid Solberg"]);
    expect(queryAllAny(deep(document), [".msg", ".title"]).map((el) => el.textContent)).toEqual([
      "Feed",
      "Ingrid Solberg",
      "Hi Lena",
    ]);
    expect(headings(deep(document)).map((el) => el.textContent)).toEqual(["Feed", "Ingrid Solberg"]);
  });

  it("finds the known host first, without reading the page around it", () => {
    document.body.innerHTML = `<div><div><div><section id="deep-host"></section></div></div></div><div id="interop-outlet"></div>`;
    const outlet = document.getElementById("interop-outlet")!.attachShadow({ mode: "open" });
    document.getElementById("deep-host")!.attachShadow({ mode: "open" });
    expect(shadowRoots(document)).toEqual([outlet]);
  });

  it("without the known host (a redesign removed its id), looks near the top of the body, within a bound", () => {
    document.body.innerHTML = `<div id="app"><div class="a"><div class="b"><div class="c"><div class="too-deep"></div></div></div></div></div>`;
    const near = host(document.body, "<p>window</p>");
    // body > #app > .a > host: the third level down
    const withinBound = host(document.querySelector(".a")!, "<p>nested</p>");
    host(document.querySelector(".c")!, "<p>far</p>");
    // nearest the body first
    expect(shadowRoots(document)).toEqual([near.root, withinBound.root]);
    expect(queryAllFirst(deep(document), ["p"]).map((p) => p.textContent)).toEqual(["window", "nested"]);
  });

  it("never searches our own helpers' shadow roots", () => {
    expect(OWN_HOST).toBe(`[${HOST_ATTRIBUTE}]`);
    const ours = host(document.body, `<div contenteditable="true" role="textbox">our follow-up box</div>`);
    ours.el.setAttribute(HOST_ATTRIBUTE, "chat-window");
    expect(shadowRoots(document)).toEqual([]);
    expect(queryFirst(deep(document), ['[role="textbox"]'])).toBeNull();
  });

  it("a root that is itself a host searches its shadow root", () => {
    const { el, root } = host(document.body, `<span class="x">inside</span>`);
    expect(shadowRoots(el)).toEqual([root]);
    expect(queryFirst(deep(el), [".x"])?.textContent).toBe("inside");
  });

  it("closestAny crosses a shadow root's top only when asked", () => {
    document.body.innerHTML = `<aside class="overlay"><div id="interop-outlet"></div></aside>`;
    const outlet = document.getElementById("interop-outlet")!.attachShadow({ mode: "open" });
    outlet.innerHTML = `<div role="dialog"><p>Hi</p></div>`;
    const p = outlet.querySelector("p")!;
    expect(closestAny(p, ['[role="dialog"]'])).toBe(outlet.firstElementChild);
    expect(closestAny(p, [".overlay"])).toBeNull();
    expect(closestAny(p, [".overlay"], true)).toBe(document.querySelector(".overlay"));
    expect(closestAny(p, ["#interop-outlet"], true)).toBe(document.getElementById("interop-outlet"));
  });

  it("precedes orders nodes across shadow roots by where their hosts are", () => {
    document.body.innerHTML = `<p id="before"></p><div id="interop-outlet"></div><p id="after"></p>`;
    const outlet = document.getElementById("interop-outlet")!.attachShadow({ mode: "open" });
    outlet.innerHTML = `<i id="one"></i><i id="two"></i>`;
    const [before, after, one, two] = [
      document.getElementById("before")!,
      document.getElementById("after")!,
      outlet.getElementById("one")!,
      outlet.getElementById("two")!,
    ];
    expect(precedes(before, one)).toBe(true);
    expect(precedes(one, before)).toBe(false);
    expect(precedes(one, after)).toBe(true);
    expect(precedes(after, two)).toBe(false);
    expect(precedes(one, two)).toBe(true);
    expect(precedes(document.getElementById("interop-outlet")!, one)).toBe(true);
    expect(precedes(one, document.getElementById("interop-outlet")!)).toBe(false);
  });

  it("deepActiveElement follows the focus into shadow roots, and stops at our own helper", () => {
    document.body.innerHTML = `<div id="interop-outlet"></div>`;
    const outlet = document.getElementById("interop-outlet")!.attachShadow({ mode: "open" });
    outlet.innerHTML = `<div contenteditable="true" tabindex="0" id="composer"></div>`;
    const composer = outlet.getElementById("composer") as HTMLElement;
    composer.focus();
    expect(document.activeElement).toBe(document.getElementById("interop-outlet"));
    expect(deepActiveElement(document)).toBe(composer);

    const ours = host(outlet.firstElementChild!, `<button>Suggest reply</button>`);
    ours.el.setAttribute(HOST_ATTRIBUTE, "chat-window");
    ours.root.querySelector("button")!.focus();
    expect(deepActiveElement(document)).toBe(ours.el);
  });
});
