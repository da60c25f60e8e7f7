/** Display formatting shared by the islands. */

export const formatNumber = (n: number) => n.toLocaleString("en-US");

/** "today at 14:05", "tomorrow at 09:30" or a date, in the visitor's time zone. */
export function formatRefresh(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
  const day = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const diff = Math.round((day(at) - day(now)) / 86_400_000);
  if (diff === 0) return `today at ${time}`;
  if (diff === 1) return `tomorrow at ${time}`;
  return `${at.toLocaleDateString([], { month: "short", day: "numeric" })} at ${time}`;
}
