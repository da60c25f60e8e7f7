/**
 * LinkedIn's markup drift, from the counts the server keeps (extraction_counts: which layer found the facts;
 * extraction_misses: helpers that found nothing): per page type and UTC day, the share answered by the selector
 * layer and the share that found nothing. An alert when the selector share drops by more than a threshold against
 * the previous seven days, or the share that found nothing goes above a bound: the day to publish a new
 * extraction pack. Counts only: no page content, no user.
 *
 * The counts are of accounts, not requests (issue #37, finding 7): a verified account counts once per page type
 * and day as a use (with the layer of its first admitted request) and once as a miss, so no one account can
 * move a share by repeating itself. A day's uses are its accounts that used the page and those that met a miss;
 * an account that did both is in both, which understates the miss share a little, never overstates it.
 */

export interface CountRow {
  day: string;
  page: string;
  layer: string;
  count: number;
}

export interface MissRow {
  day: string;
  page: string;
  count: number;
}

export interface DriftDay {
  day: string;
  /** accounts whose requests were answered, and accounts whose helper found nothing */
  answered: number;
  missed: number;
  /** share of the day's uses (answered + missed) answered by the selector layer (0–1), null with none */
  selectorShare: number | null;
  /** share that found nothing (0–1), null with none */
  missShare: number | null;
}

export interface DriftAlert {
  page: string;
  day: string;
  /** a sentence for the operator: what moved, and by how much */
  what: string;
}

export const DRIFT_RULES = {
  /** the selector share may fall this much (absolute) below its previous 7 days' before it is an alert */
  selectorDrop: 0.2,
  /**
   * the share that found nothing may be at most this. Of accounts: one that uses a page all day meets the odd
   * page with nothing to read more often than one request does, so the bound is above the 1 % it was per request
   */
  missShare: 0.05,
  /** uses (accounts) a page needs on a day, and over the week before, before its shares mean anything */
  minimumUses: 20,
  /** accounts that met a miss before it is an alert: one or two accounts alone never raise one */
  minimumMisses: 3,
} as const;

const pct = (share: number) => `${Math.round(share * 1000) / 10} %`;

/** The days of each page type, oldest first, from the two collections' rows. */
export function driftByPage(counts: CountRow[], misses: MissRow[]): Record<string, DriftDay[]> {
  const cells = new Map<string, { answered: number; selectors: number; missed: number }>();
  const cell = (page: string, day: string) => {
    const key = `${page}|${day}`;
    let found = cells.get(key);
    if (!found) cells.set(key, (found = { answered: 0, selectors: 0, missed: 0 }));
    return found;
  };
  for (const row of counts) {
    const c = cell(row.page, row.day);
    c.answered += row.count;
    if (row.layer === "selectors") c.selectors += row.count;
  }
  for (const row of misses) cell(row.page, row.day).missed += row.count;
  const out: Record<string, DriftDay[]> = {};
  for (const [key, c] of cells) {
    const [page, day] = key.split("|") as [string, string];
    const uses = c.answered + c.missed;
    (out[page] ??= []).push({
      day,
      answered: c.answered,
      missed: c.missed,
      selectorShare: uses ? c.selectors / uses : null,
      missShare: uses ? c.missed / uses : null,
    });
  }
  for (const days of Object.values(out)) days.sort((a, b) => a.day.localeCompare(b.day));
  return out;
}

/** The day before `day` ("2026-11-26" → "2026-11-25"). */
export function dayBefore(day: string, n = 1): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
}

/** The alerts of `day`: per page type, against its previous seven days. */
export function driftAlerts(byPage: Record<string, DriftDay[]>, day: string): DriftAlert[] {
  const alerts: DriftAlert[] = [];
  const week = new Set(Array.from({ length: 7 }, (_, i) => dayBefore(day, i + 1)));
  for (const [page, days] of Object.entries(byPage)) {
    const today = days.find((d) => d.day === day);
    if (!today || today.answered + today.missed < DRIFT_RULES.minimumUses) continue;
    const before = days.filter((d) => week.has(d.day));
    const uses = before.reduce((n, d) => n + d.answered + d.missed, 0);
    if (uses >= DRIFT_RULES.minimumUses && today.selectorShare !== null) {
      const selectors = before.reduce((n, d) => n + (d.selectorShare ?? 0) * (d.answered + d.missed), 0) / uses;
      if (selectors - today.selectorShare > DRIFT_RULES.selectorDrop) {
        alerts.push({
          page,
          day,
          what: `${page}: the known selectors answered ${pct(today.selectorShare)} of the accounts that used it on ${day}, against ${pct(selectors)} over the 7 days before.`,
        });
      }
    }
    if (today.missShare !== null && today.missShare > DRIFT_RULES.missShare && today.missed >= DRIFT_RULES.minimumMisses) {
      alerts.push({
        page,
        day,
        what: `${page}: helpers found nothing to send for ${pct(today.missShare)} of the accounts that used it on ${day} (${today.missed} of ${today.answered + today.missed}).`,
      });
    }
  }
  return alerts;
}
