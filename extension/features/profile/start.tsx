/** Profiles: "Summarize" someone else's profile, "Improve my profile" on one's own (also remembered for job helpers). */
import { saveOwnProfile } from "../shared/background";
import type { StartFeature } from "../shared/feature";
import { tasksOn } from "../../../src/core/tasks";
import { helperBase, taskAction, watchPage } from "../shared/feature";
import { Helper } from "../shared/Helper";
import { startPageHelper } from "../shared/page-helper";
import type { ProfileContext } from "./facts";
import { extractProfile, findProfileAnchor, isOwnProfilePage } from "./extract";
import { rememberedOwnProfileUrl, rememberOwnProfileUrl } from "../../lib/own-profile-url";

/** The user's own profile as plain text: what cover letters and advice write from. */
export function profileAsText(p: ProfileContext["profile"]): string {
  const lines = [p.name, p.headline, p.location].filter(Boolean);
  if (p.about) lines.push("", "About:", p.about);
  if (p.experience.length) {
    lines.push("", "Experience:");
    for (const e of p.experience)
      lines.push(
        `- ${[e.title, e.company].filter(Boolean).join(" at ")}${e.dates ? ` (${e.dates})` : ""}${e.description ? `: ${e.description}` : ""}`,
      );
  }
  if (p.pageText) lines.push("", p.pageText);
  return lines.join("\n");
}

export const startProfile: StartFeature = (env) => {
  let saved = false;
  let ownUrl: string | undefined;
  let stopWatching = () => undefined as void;
  let stopped = false;

  const extract = () => extractProfile(env.doc, env.url, ownUrl);

  const helper = startPageHelper(env, {
    name: "profile",
    key: () => env.url,
    findMount: () => {
      const anchor = findProfileAnchor(env.doc);
      return anchor ? { anchor, placement: "append" } : null;
    },
    render: (registerOpen) => {
      const own = isOwnProfilePage(env.doc, env.url, ownUrl);
      const first = own && !saved ? extract() : null;
      if (first?.ok) {
        saved = true;
        void saveOwnProfile(profileAsText(first.context.profile));
        void rememberOwnProfileUrl(env.url);
      }
      return (
        <Helper
          {...helperBase(env, "profile")}
          actions={tasksOn(own ? "own-profile" : "profile").map(taskAction)}
          getContext={extract}
          registerOpen={registerOpen}
        />
      );
    },
  });

  // the profile URL remembered from an earlier visit is one of the own-profile signals: read it first
  void rememberedOwnProfileUrl().then((url) => {
    ownUrl = url;
    if (!stopped) stopWatching = watchPage(env.doc, helper.scan, 150);
  });
  const offOpen = env.onOpen(helper.open);
  return () => {
    stopped = true;
    stopWatching();
    offOpen();
    helper.stop();
  };
};
