/** Finding the e-mail a step sent: the newest one to an address with a link to a given site page. */
import type { CaughtMailLike } from "./client";

export interface MailLink {
  mail: CaughtMailLike;
  link: string;
  /** the link's ?token= */
  token: string;
}

type Inbox = () => CaughtMailLike[] | Promise<CaughtMailLike[]>;

/** The newest of the mails to `to` caught after the first `since` (all of them by default) that links to `path`. */
export async function waitForLink(
  inbox: Inbox,
  to: string,
  path: string,
  options: { since?: number; timeoutMs?: number } = {},
): Promise<MailLink> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  const wanted = to.toLowerCase();
  for (;;) {
    const mails = (await inbox()).slice(options.since ?? 0).reverse();
    for (const mail of mails) {
      if (!mail.to.some((a) => a.toLowerCase() === wanted)) continue;
      const link = mail.links.find((l) => new URL(l).pathname === path);
      if (link) return { mail, link, token: new URL(link).searchParams.get("token") ?? "" };
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} linking to ${path}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The mails to `to` among those caught. */
export async function mailsTo(inbox: Inbox, to: string): Promise<CaughtMailLike[]> {
  const wanted = to.toLowerCase();
  return (await inbox()).filter((m) => m.to.some((a) => a.toLowerCase() === wanted));
}
