// @ts-check
/**
 * Bytes on the wire as Chromium receives them (the DevTools protocol's encodedDataLength: compressed
 * bodies and headers, nothing from the cache), for a page's first view, after scrolling through it
 * (every island and lazy image loads), and on a repeat visit with the cache the first visit filled.
 * The benchmark reports them (scripts/bench/site.mjs); the end-to-end tests check the repeat visit.
 */

/** @typedef {{ url: string, type: string, status: number, bytes: number, fromCache: boolean, encoding: string }} Transfer */

/** The kinds a transfer is counted under: the page's code (HTML, JS, CSS) and everything else. */
export function kindOf(/** @type {string} */ type) {
  if (type === "Document") return "html";
  if (type === "Script") return "js";
  if (type === "Stylesheet") return "css";
  return "other";
}

/**
 * Totals of a list of transfers: bytes per kind, code (HTML + JS + CSS), all; how many requests
 * reached the server, and which.
 * @param {Transfer[]} transfers
 */
export function summariseTransfers(transfers) {
  const bytes = { html: 0, js: 0, css: 0, other: 0 };
  const network = transfers.filter((t) => !t.fromCache);
  for (const t of network) bytes[/** @type {keyof typeof bytes} */ (kindOf(t.type))] += t.bytes;
  return {
    bytes,
    code: bytes.html + bytes.js + bytes.css,
    all: bytes.html + bytes.js + bytes.css + bytes.other,
    requests: network.length,
    fromCache: transfers.length - network.length,
    uncompressedText: network.filter((t) => kindOf(t.type) !== "other" && t.status === 200 && !t.encoding).map((t) => t.url),
    network: network.map((t) => `${t.status} ${t.type} ${t.url}`),
    transfers,
  };
}

/**
 * Records every transfer of a page until `stop()`.
 * @param {import("@playwright/test").Page} page
 */
export async function recordTransfers(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  /** @type {Map<string, Transfer>} */
  const byId = new Map();
  /** requests the cache answered (Chromium says so before or after their response) */
  const cached = new Set();
  cdp.on("Network.responseReceived", (e) => {
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    byId.set(e.requestId, {
      url: e.response.url,
      type: e.type ?? "Other",
      status: e.response.status,
      bytes: 0,
      fromCache:
        cached.has(e.requestId) || !!(e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker),
      encoding: headers["content-encoding"] ?? "",
    });
  });
  cdp.on("Network.requestServedFromCache", (e) => {
    cached.add(e.requestId);
    const t = byId.get(e.requestId);
    if (t) t.fromCache = true;
  });
  cdp.on("Network.loadingFinished", (e) => {
    const t = byId.get(e.requestId);
    if (t) t.bytes = e.encodedDataLength;
  });
  const transfers = () => [...byId.values()].filter((t) => t.url && !t.url.startsWith("data:"));
  return {
    /** The totals of the transfers so far. */
    snapshot: () => summariseTransfers(transfers()),
    /** The same, and stop recording. */
    async stop() {
      await cdp.detach().catch(() => {});
      return summariseTransfers(transfers());
    },
  };
}

/** Scrolls to the bottom a screen at a time, letting what comes into view load. */
export async function scrollThrough(/** @type {import("@playwright/test").Page} */ page) {
  for (let i = 0; i < 40; i++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (done) break;
  }
  await page.waitForLoadState("networkidle");
}

/**
 * A page's three figures, in one browser context (its own cache): the first view, the same visit
 * scrolled through (cumulative), and a second visit in a new tab.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 */
export async function measureWire(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const visit = await recordTransfers(page);
    await page.goto(url, { waitUntil: "networkidle" });
    const firstView = visit.snapshot();
    await scrollThrough(page);
    const scrolledThrough = await visit.stop();
    const repeatPage = await context.newPage();
    const again = await recordTransfers(repeatPage);
    await repeatPage.goto(url, { waitUntil: "networkidle" });
    await scrollThrough(repeatPage);
    return { firstView, scrolledThrough, repeat: await again.stop() };
  } finally {
    await context.close();
  }
}
