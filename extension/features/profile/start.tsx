/** Profiles: "Summarize" someone else's profile, "Improve my profile" on one's own (also remembered for job helpers). */
import { saveOwnProfile } from "../shared/api";
import type { StartFeature } from "../shared/feature";
import { helperBase, watchPage } from "../shared/feature";
import { Helper } from "../shared/Helper";
import { mountHelper, type Mounted } from "../shared/mount";
import type { ProfileContext } from "../types";
import { extractProfile, findProfileAnchor } from "./extract";

/** The user's own profile as plain text: what cover letters and advice write from. */
export function profileAsText(p: ProfileContext["profile"]): string {
  const lines = [p.name, p.headline, p.location].filter(Boolean);
  if (p.about) lines.push("", "About:", p.about);
  if (p.experience.length) {
    lines.push("", "Experience:");
    for (const e of p.experience) lines.push(`- ${[e.title, e.company].filter(Boolean).join(" at ")}${e.dates ? ` (${e.dates})` : ""}${e.description ? `: ${e.description}` : ""}`);
  }
  return lines.join("\n");
}

export const startProfile: StartFeature = (env) => {
  let mounted: Mounted | null = null;
  let open: (() => void) | null = null;
  let saved = false;

  const scan = () => {
    if (mounted?.host.isConnected) return;
    mounted?.unmount();
    mounted = null;
    const anchor = findProfileAnchor(env.doc);
    if (!anchor) return;
    const first = extractProfile(env.doc, env.url);
    const own = first.ok && first.context.profile.own;
    if (own && !saved && first.ok) {
      saved = true;
      void saveOwnProfile(profileAsText(first.context.profile));
    }
    const helper = (
      <Helper
        {...helperBase(env, "profile")}
        actions={[own ? { label: "Improve my profile", task: "profile.feedback" } : { label: "Summarize", task: "profile.summary" }]}
        getContext={() => extractProfile(env.doc, env.url)}
        registerOpen={(fn) => (open = fn)}
      />
    );
    mounted = mountHelper(anchor, "append", "profile", helper);
  };

  const stopWatching = watchPage(env.doc, scan, 150);
  const offOpen = env.onOpen(() => open?.());
  return () => {
    stopWatching();
    offOpen();
    mounted?.unmount();
  };
};
