/** Jobs: "Cover letter" and "Advice" for the posting shown (search detail pane, job page, public page). */
import type { StartFeature } from "../shared/feature";
import { helperBase, watchPage } from "../shared/feature";
import { Helper } from "../shared/Helper";
import { mountHelper, type Mounted } from "../shared/mount";
import { extractJob, findJobAnchor, jobKey } from "./extract";

export const startJobs: StartFeature = (env) => {
  let current: { key: string; mounted: Mounted } | null = null;
  let open: (() => void) | null = null;

  const scan = () => {
    const key = jobKey(env.doc, env.doc.location?.href ?? env.url);
    if (current && current.key === key && current.mounted.host.isConnected) return;
    current?.mounted.unmount();
    current = null;
    const anchor = findJobAnchor(env.doc);
    if (!anchor) return;
    const helper = (
      <Helper
        {...helperBase(env, "jobs")}
        actions={[
          { label: "Cover letter", task: "jobs.cover_letter" },
          { label: "Advice", task: "jobs.advice" },
        ]}
        getContext={() => extractJob(env.doc)}
        registerOpen={(fn) => (open = fn)}
      />
    );
    current = { key, mounted: mountHelper(anchor, "append", "jobs", helper) };
  };

  const stopWatching = watchPage(env.doc, scan, 150);
  const offOpen = env.onOpen(() => open?.());
  return () => {
    stopWatching();
    offOpen();
    current?.mounted.unmount();
  };
};
