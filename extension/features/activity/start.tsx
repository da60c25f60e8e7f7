/** The user's own recent-activity page: their posts can become the samples of their voice. */
import { messagesFor } from "../shared/i18n";
import { rememberedOwnProfileUrl } from "../../lib/own-profile-url";
import type { SurfaceEnv, SurfaceRun } from "../shared/feature";
import { watchPage } from "../shared/feature";
import { startPageHelper } from "../shared/page-helper";
import { isOwnProfile } from "../profile/extract";
import { activityOwner, ownPostSamples } from "./extract";
import { VoiceSamples } from "./VoiceSamples";

export function startActivity(env: SurfaceEnv): SurfaceRun {
  let ownUrl: string | undefined;
  let stopWatching = () => undefined as void;
  let stopped = false;
  const own = () => isOwnProfile(env.doc, env.url(), ownUrl, activityOwner(env.doc));

  const helper = startPageHelper(env, {
    name: "voice-samples",
    key: env.url,
    unavailable: () => (own() ? null : messagesFor(env.doc).reasons.notYourActivity),
    findMount: () => {
      const main = env.doc.querySelector('[role="main"], main');
      return main ? { anchor: main, placement: "prepend" } : null;
    },
    render: (registerOpen) => (
      <VoiceSamples read={() => ownPostSamples(env.doc, activityOwner(env.doc))} registerOpen={registerOpen} />
    ),
  });

  void rememberedOwnProfileUrl().then((url) => {
    ownUrl = url;
    if (!stopped) stopWatching = watchPage(env.doc, helper.scan, 300);
  });
  return {
    open: helper.open,
    stop() {
      stopped = true;
      stopWatching();
      helper.stop();
    },
  };
}
