// @vitest-environment jsdom
import { act, createElement, useEffect, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { FeatureEnv } from "./feature";
import { FLOATING_ATTRIBUTE } from "./mount";
import { FLOATING_GRACE_MS, startPageHelper } from "./page-helper";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A helper with state: a click count, which survives only if the same React tree is kept. */
function Counter(props: { registerOpen: (open: () => void) => void }) {
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    props.registerOpen(() => setClicks((n) => n + 100));
  });
  return createElement("button", { type: "button", onClick: () => setClicks((n) => n + 1) }, `clicks ${clicks}`);
}

const env = { doc: document } as unknown as FeatureEnv;
const hostButton = () => {
  const host = document.querySelector("[data-netlift]");
  return host?.shadowRoot?.querySelector("button") ?? null;
};

function start(options: { anchor: () => Element | null; unavailable?: () => string | null; key?: () => string }) {
  return startPageHelper(env, {
    name: "profile",
    key: options.key ?? (() => "page"),
    findMount: () => {
      const anchor = options.anchor();
      return anchor ? { anchor, placement: "append" } : null;
    },
    render: (registerOpen) => createElement(Counter, { registerOpen }),
    unavailable: options.unavailable,
  });
}

beforeEach(() => {
  document.body.innerHTML = `<main><section id="card"><h2>Ana Ruiz</h2></section></main>`;
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("the page's one helper", () => {
  it("moves to the new mount point when LinkedIn re-renders the old one, keeping its state", async () => {
    const helper = start({ anchor: () => document.querySelector("#card") });
    await act(async () => helper.scan());
    await act(async () => hostButton()!.click());
    expect(hostButton()!.textContent).toBe("clicks 1");

    // LinkedIn replaces the card (and with it our host)
    const fresh = document.createElement("section");
    fresh.id = "card";
    document.querySelector("#card")!.replaceWith(fresh);
    expect(document.querySelector("[data-netlift]")).toBeNull();
    await act(async () => helper.scan());
    expect(fresh.querySelector("[data-netlift]")).not.toBeNull();
    expect(hostButton()!.textContent).toBe("clicks 1");
    expect(document.querySelectorAll("[data-netlift]")).toHaveLength(1);
    helper.stop();
  });

  it("floats at the bottom right when the page shows no mount point for a moment, and docks, state kept, when one appears", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    let anchor: Element | null = null;
    const helper = start({ anchor: () => anchor });
    await act(async () => helper.scan());
    expect(document.querySelector("[data-netlift]")).toBeNull(); // still loading, perhaps
    await act(async () => vi.advanceTimersByTime(FLOATING_GRACE_MS + 20));
    const floating = document.querySelector(`[${FLOATING_ATTRIBUTE}]`) as HTMLElement;
    expect(floating).not.toBeNull();
    expect(floating.parentElement).toBe(document.body);
    expect(floating.style.position).toBe("fixed");

    // the user clicks it meanwhile (an answer on its way, or a wait for LinkedIn's late description)
    await act(async () => hostButton()!.click());
    anchor = document.querySelector("#card");
    await act(async () => helper.scan());
    expect(document.querySelector(`[${FLOATING_ATTRIBUTE}]`)).toBeNull();
    const docked = document.querySelector("#card [data-netlift]") as HTMLElement;
    expect(docked).toBe(floating);
    expect(docked.style.position).toBe("");
    // the same helper: what the click started is still there (issue #28: a click must never end in nothing)
    expect(hostButton()!.textContent).toBe("clicks 1");
    expect(document.querySelectorAll("[data-netlift]")).toHaveLength(1);
    helper.stop();
  });

  it("the shortcut (or the popup) opens it at once, floating where there is no mount point", async () => {
    const helper = start({ anchor: () => null });
    let reply: unknown;
    await act(async () => {
      reply = helper.open();
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(reply).toEqual({ opened: true });
    expect(document.querySelector(`[${FLOATING_ATTRIBUTE}]`)).not.toBeNull();
    expect(hostButton()!.textContent).toBe("clicks 100");
    helper.stop();
    expect(document.querySelector("[data-netlift]")).toBeNull();
  });

  it("says why it cannot help, and mounts nothing, where the page has nothing to help with", async () => {
    const helper = start({ anchor: () => document.querySelector("#card"), unavailable: () => "Open a conversation first." });
    await act(async () => helper.scan());
    expect(helper.open()).toEqual({ opened: false, reason: "Open a conversation first." });
    expect(document.querySelector("[data-netlift]")).toBeNull();
  });

  it("gives a new subject (another job) a new helper", async () => {
    let key = "job-1";
    const helper = start({ anchor: () => document.querySelector("#card"), key: () => key });
    await act(async () => helper.scan());
    await act(async () => hostButton()!.click());
    key = "job-2";
    await act(async () => helper.scan());
    expect(hostButton()!.textContent).toBe("clicks 0");
    helper.stop();
  });
});

describe("safe placement", () => {
  it("never mounts inside a link or a button: the helper goes after the outermost one", async () => {
    document.body.innerHTML = `<main><a href="/jobs/view/1/" id="link"><div id="title"><h2>Backend Engineer</h2></div></a></main>`;
    const helper = start({ anchor: () => document.querySelector("#title") });
    await act(async () => helper.scan());
    const host = document.querySelector("[data-netlift]")!;
    expect(host.closest("a")).toBeNull();
    expect(host.previousElementSibling?.id).toBe("link");
    helper.stop();
  });
});
