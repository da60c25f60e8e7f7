/** The plan catalogue and business constants: one JSON, read by the site, the extension and (generated) the hooks. */
import catalogue from "./plans.json";

export type PageType = "feed" | "messages" | "profile" | "jobs";
export type PlanId = "free" | "pro";

export interface Plan {
  id: PlanId;
  name: string;
  marketingName: string;
  priceCents: number;
  interval: "month";
  pages: readonly PageType[];
  /** null means no daily limit */
  dailyTokenLimit: number | null;
  features: readonly string[];
}

export const PRODUCT = catalogue.product;
export const TOKENS = catalogue.tokens;
export const UI = catalogue.ui;
export const SUPPORT = catalogue.support;
export const PAGES = catalogue.pages as readonly PageType[];

export const PLANS = catalogue.plans as { free: Plan; pro: Plan };

export const REFRESH_MS = TOKENS.refreshHours * 60 * 60 * 1000;

export function planOf(premium: boolean): PlanId {
  return premium ? "pro" : "free";
}

export function canUsePage(plan: PlanId, page: PageType): boolean {
  return PLANS[plan].pages.includes(page);
}

export function isPageType(value: unknown): value is PageType {
  return typeof value === "string" && (PAGES as readonly string[]).includes(value);
}

/** "$4.99" from 499 */
export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
