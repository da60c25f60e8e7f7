/** PocketBase stores dates as "2024-05-25 10:00:00.000Z" (UTC, space instead of T). */

export function toPbDate(date: Date): string {
  return date.toISOString().replace("T", " ");
}

/** Parses a PocketBase or ISO date; "" or garbage gives null. */
export function parsePbDate(value: unknown): Date | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  const date = new Date(value.trim().replace(" ", "T"));
  return Number.isNaN(date.getTime()) ? null : date;
}
