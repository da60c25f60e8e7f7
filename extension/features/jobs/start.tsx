/** Jobs: "Cover letter" and "Advice" for the posting shown (search detail pane, job page, public page). */
import type { StartFeature } from "../shared/feature";
import { tasksOn } from "../../../src/core/tasks";
import { helperBase, taskAction, watchPage } from "../shared/feature";
import { Helper } from "../shared/Helper";
import { startPageHelper } from "../shared/page-helper";
import { messagesFor } from "../shared/i18n";
import { extractJob, findJobAnchor, jobKey } from "./extract";

export const startJobs: StartFeature = (env) => {
  const helper = startPageHelper(env, {
    name: "jobs",
    // another job opened in the same page gets a helper of its own
    key: () => jobKey(env.doc, env.doc.location?.href ?? env.url),
    // a search page with no posting open: nothing to help with, and the shortcut says what to do (a posting
    // whose description is still on its way is one: the helper waits for it)
    unavailable: () => {
      if (findJobAnchor(env.doc)) return null;
      const found = extractJob(env.doc);
      return found.ok || found.waitingFor ? null : messagesFor(env.doc).reasons.noJob;
    },
    findMount: () => {
      const anchor = findJobAnchor(env.doc);
      return anchor ? { anchor, placement: "append" } : null;
    },
    render: (registerOpen) => (
      <Helper
        {...helperBase(env, "jobs")}
        actions={tasksOn("job").map(taskAction)}
        getContext={() => extractJob(env.doc)}
        registerOpen={registerOpen}
      />
    ),
  });

  const stopWatching = watchPage(env.doc, helper.scan, 150);
  const offOpen = env.onOpen(helper.open);
  return () => {
    stopWatching();
    offOpen();
    helper.stop();
  };
};
