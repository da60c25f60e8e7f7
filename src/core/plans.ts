/**
 * The plan catalogue and business constants: one JSON, read by the site, the extension and (generated) the
 * hooks. Which pages a plan may use is each page kind's plan rule (./page-kinds.ts); the Free plan's daily
 * limit is the daily allowance, Pro's the fair-use cap (PRO_DAILY_TOKENS on the server, this by default).
 */
import catalogue from "./plans.json";
import { PAGE_KINDS, PAGES, type PageType } from "./page-kinds";

export { PAGES, isPageType, type PageType } from "./page-kinds";

export type PlanId = "free" | "pro";

export interface Plan {
  id: PlanId;
  name: string;
  marketingName: string;
  priceCents: number;
  interval: "month";
  pages: readonly PageType[];
  /**
   * tokens a day: Free's allowance; Pro's fair-use cap as the catalogue sets it by default (the server's
   * own, PRO_DAILY_TOKENS, is what GET /api/me reports)
   */
  dailyTokenLimit: number;
  features: readonly string[];
}

export const PRODUCT = catalogue.product;
export const TOKENS = catalogue.tokens;
export const UI = catalogue.ui;
export const SUPPORT = catalogue.support;

/** "10,000" (written out here: the hooks' JS engine may not know locales) */
export function formatCount(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** A page kind whose plan rule is "free" is on every plan; one whose rule is "pro", on Pro only. */
function pagesOf(id: PlanId): PageType[] {
  return PAGES.filter((page) => id === "pro" || PAGE_KINDS[page].plan === id);
}

function planOfCatalogue(id: PlanId): Plan {
  const entry = catalogue.plans[id];
  return {
    id,
    name: entry.name,
    marketingName: entry.marketingName,
    priceCents: entry.priceCents,
    interval: entry.interval as "month",
    pages: pagesOf(id),
    dailyTokenLimit: TOKENS[entry.dailyLimit as "dailyAllowance" | "proFairUse"],
    features: entry.features.map((line) =>
      line
        .replace("{dailyAllowance}", formatCount(TOKENS.dailyAllowance))
        .replace("{proFairUse}", formatCount(TOKENS.proFairUse)),
    ),
  };
}

export const PLANS: { free: Plan; pro: Plan } = { free: planOfCatalogue("free"), pro: planOfCatalogue("pro") };

export const REFRESH_MS = TOKENS.refreshHours * 60 * 60 * 1000;

export function planOf(premium: boolean): PlanId {
  return premium ? "pro" : "free";
}

export function canUsePage(plan: PlanId, page: PageType): boolean {
  return PLANS[plan].pages.includes(page);
}

/** "$4.99" from 499 */
export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
