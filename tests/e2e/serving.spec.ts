/**
 * The site as Chromium receives it from the real server: text compressed, and a repeat visit served
 * from the cache but for the page itself, revalidated. (Sizes are the benchmark's: npm run bench.)
 */
import { recordTransfers, scrollThrough } from "../../scripts/lib/wire-bytes.mjs";
import { expect, test } from "./support/site-test";

test("the landing page arrives compressed, and a repeat visit asks only for the page again", async ({ context }) => {
  const page = await context.newPage();
  const first = await recordTransfers(page);
  await page.goto("/", { waitUntil: "networkidle" });
  await scrollThrough(page);
  // the hero's video loads once the page is idle, by range requests: the first visit is over once it holds the
  // whole file (else the repeat visit asks for the rest, 206, as one run did under load)
  await page.waitForFunction(() => {
    const video = document.querySelector<HTMLVideoElement>("#home video");
    const { buffered } = video ?? {};
    return !!video && video.readyState >= 4 && !!buffered?.length && buffered.end(buffered.length - 1) >= video.duration - 0.05;
  });
  await page.waitForLoadState("networkidle");
  const visit = await first.stop();
  expect(visit.requests).toBeGreaterThan(3);
  expect(visit.uncompressedText, "HTML, JS and CSS sent without compression").toEqual([]);

  const again = await context.newPage();
  const second = await recordTransfers(again);
  await again.goto("/", { waitUntil: "networkidle" });
  await scrollThrough(again);
  const repeat = await second.stop();
  expect(repeat.network, "only the page itself is asked for again").toEqual([
    expect.stringMatching(/ Document http:\/\/[^/]+\/$/),
  ]);
  expect(repeat.bytes.html, "revalidated: headers, no body").toBeLessThan(3000);
});
