/**
 * "Before hydration", made certain: holds back an island's component file (its astro-island's
 * `component-url`, read from the page as served) until the test releases it. The island cannot hydrate
 * before then, however fast the machine; `requested` resolves once the island has asked for its code
 * (for a `client:visible` island: it is in view, the moment a visitor's tap lands on its static HTML).
 */
import { expect, type Page } from "@playwright/test";

export async function holdIsland(page: Page, component: string, path = "/") {
  const html = await (await page.request.get(path)).text();
  const urls = [...html.matchAll(/<astro-island[^>]*\scomponent-url="([^"]+)"/g)].map((m) => m[1]!);
  const url = urls.find((u) => new RegExp(`/${component}\\.[\\w-]+\\.js$`).test(u));
  expect(url, `${path} has a ${component} island (${urls.join(", ")})`).toBeDefined();
  let requested: () => void = () => {};
  const asked = new Promise<void>((resolve) => (requested = resolve));
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (u) => u.pathname === url,
    async (route) => {
      requested();
      await held;
      await route.continue();
    },
  );
  return { requested: asked, release };
}
