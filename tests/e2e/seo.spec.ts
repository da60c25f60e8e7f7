/**
 * Search and sharing, on the built site as PocketBase serves it: every page's description and canonical
 * link, the link-preview tags with a 1200×630 image, the icons, sitemap.xml with the public pages only,
 * robots.txt keeping crawlers out of the app.
 */
import { PRIVATE_PAGES, PUBLIC_PAGES } from "../../scripts/lib/site-pages.mjs";
import { expect, test } from "./support/site-test";

/** The site's configured origin (Astro's `site`, APP_URL at build time), as the landing page states it. */
async function siteOrigin(request: import("@playwright/test").APIRequestContext) {
  const html = await (await request.get("/")).text();
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  expect(canonical).toBeDefined();
  return new URL(canonical!).origin;
}

test("every public page has its own description, a canonical URL and link-preview tags", async ({ page }) => {
  const descriptions = new Set<string>();
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    const head = page.locator("head");
    const description = await head.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length, `${path}: description length`).toBeGreaterThan(50);
    expect(description!.length, `${path}: description length`).toBeLessThanOrEqual(170);
    descriptions.add(description!);
    await expect(head.locator('meta[name="robots"]'), path).toHaveCount(0);
    const canonical = await head.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).pathname, path).toBe(path);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical!);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", await page.title());
    await expect(head.locator('meta[property="og:description"]')).toHaveAttribute("content", description!);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    const image = await head.locator('meta[property="og:image"]').getAttribute("content");
    expect(image).toMatch(/^https?:\/\/.+\/og-image\.jpg$/);
    await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute("content", image!);
    await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
    await expect(head.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
  }
  expect(descriptions.size).toBe(PUBLIC_PAGES.length);
});

test("pages for signed-in users or one-time links are not indexed; the 404 page has no canonical URL", async ({ request }) => {
  // read as served (several of these pages send a signed-out visitor elsewhere as soon as they run)
  const head = async (path: string) => {
    const response = await request.get(path);
    return { status: response.status(), html: /<head>([\s\S]*?)<\/head>/.exec(await response.text())?.[1] ?? "" };
  };
  for (const path of PRIVATE_PAGES) {
    const { status, html } = await head(path);
    expect(status, path).toBe(200);
    expect(html, path).toContain('<meta name="robots" content="noindex">');
    expect(html, path).toMatch(/<meta name="description" content="[^"]{50,}">/);
    expect(html, path).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+">/);
  }
  const notFound = await head("/no-such-page");
  expect(notFound.status).toBe(404);
  expect(notFound.html).toContain('<meta name="robots" content="noindex">');
  expect(notFound.html).not.toContain('rel="canonical"');
});

test("the social image is a 1200×630 JPEG, and the icons are served", async ({ page, request }) => {
  await page.goto("/");
  const size = await page.evaluate(async () => {
    const img = new Image();
    img.src = "/og-image.jpg";
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  });
  expect(size).toEqual([1200, 630]);
  for (const [path, type] of [
    ["/og-image.jpg", "image/jpeg"],
    ["/favicon.ico", "image/x-icon"],
    ["/favicon.svg", "image/svg+xml"],
    ["/apple-touch-icon.png", "image/png"],
    ["/icon-192.png", "image/png"],
    ["/icon-512.png", "image/png"],
    ["/manifest.webmanifest", "application/manifest+json"],
  ]) {
    const response = await request.get(path!);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toContain(type!);
  }
  const head = page.locator("head");
  await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
  await expect(head.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute("href", "/favicon.svg");
  await expect(head.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(["192x192", "512x512"]);
  const apple = await page.evaluate(async () => {
    const img = new Image();
    img.src = "/apple-touch-icon.png";
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  });
  expect(apple).toEqual([180, 180]);
});

test("sitemap.xml lists the public pages only; robots.txt keeps crawlers out of the app and points to it", async ({
  request,
}) => {
  const origin = await siteOrigin(request);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locations).toEqual(PUBLIC_PAGES.map((path) => `${origin}${path}`));

  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  const disallowed = [...text.matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1]);
  for (const path of ["/api/", "/_/", ...PRIVATE_PAGES]) expect(disallowed, path).toContain(path);
  for (const path of PUBLIC_PAGES)
    expect(
      disallowed.some((rule) => path.startsWith(rule!)),
      path,
    ).toBe(false);
});
