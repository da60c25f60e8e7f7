/**
 * The helper in LinkedIn's invitation to connect (task `invite.note`, on profiles: Free and Pro): in the dialog,
 * under the note's text box, "Suggest a note" writes notes for the person whose profile is behind the dialog,
 * toward the goal picked, each within the limit the dialog says (its count shown). Insert fills the text box the
 * way typing does, so LinkedIn's counter and Send follow; the extension never clicks Send. Where LinkedIn offers no
 * note (the month's notes used up) or asks for an e-mail address first, the helper says so and asks for nothing.
 * The profile page's own helpers keep working beside it.
 */
import type { OpenHelperReply } from "../../lib/messages";
import { INVITE_GOALS, NOTE_LIMITS } from "../../../src/core/invitation";
import { tasksOn } from "../../../src/core/tasks";
import { extractProfile } from "../profile/extract";
import { deepActiveElement } from "../shared/dom";
import { taskAction, type SurfaceEnv, type SurfaceRun } from "../shared/feature";
import { Helper } from "../shared/Helper";
import { ui } from "../shared/i18n";
import { fillTextField } from "../shared/insert";
import { mountHelper, type Mounted } from "../shared/mount";
import { watchPageAndShadowRoots } from "../shared/watch-roots";
import type { Extraction } from "../types";
import { findInvitation, type Invitation } from "./find";

/** The helper's name (its host's `data-netlift`). */
export const INVITATION_HELPER = "invitation";

/** Dialogs open, close and re-render as LinkedIn pleases: looked at again at most this often. */
const SCAN_THROTTLE_MS = 200;

/** What the panel says where no note can be written: a status line, no request. */
function Blocked(props: { reason: string }) {
  return (
    <p className="nl-status" role="status" data-testid="netlift-invitation-blocked">
      {props.reason}
    </p>
  );
}

/** Why no note can be written on an invitation in this state (the month's notes used up, an e-mail address asked first). */
const blockedReason = (kind: "quota" | "email") => (kind === "quota" ? ui().noNotesLeft : ui().emailFirst);

/** Where the helper goes: under the note's box (its counter beside it), else at the dialog's end. */
const placeOf = (state: Invitation) =>
  state.kind === "note"
    ? { anchor: state.field.parentElement ?? state.field, placement: "after" as const }
    : { anchor: state.dialog, placement: "append" as const };

interface Shown {
  kind: Invitation["kind"];
  dialog: Element;
  mounted: Mounted;
  open: (() => void) | null;
}

export function startInvitations(env: SurfaceEnv): SurfaceRun {
  let shown: Shown | null = null;
  /** the invitation as last scanned: the helper reads its text box and limit at each request */
  let invitation: Invitation | null = null;

  const noteField = () => (invitation?.kind === "note" && invitation.field.isConnected ? invitation.field : null);
  const limit = () => (invitation?.kind === "note" ? invitation.limit : NOTE_LIMITS.default);

  /** The person behind the dialog, as the profile helpers read them, and the dialog's limit. */
  const context = (): Extraction<object> => {
    const read = extractProfile(env.doc, env.url());
    if (!read.ok) return read;
    return { ...read, context: { ...read.context, invitation: { limit: limit() } } };
  };

  const mount = (state: Invitation): Shown => {
    const entry: Shown = { kind: state.kind, dialog: state.dialog, open: null, mounted: null as unknown as Mounted };
    const helper =
      state.kind === "note" ? (
        <Helper
          name={INVITATION_HELPER}
          page="profile"
          planSource={env.planSource}
          upgradeUrl={env.upgradeUrl}
          actions={tasksOn("invitation").map(taskAction)}
          option={{ kind: "goal", label: ui().whyConnect, choices: INVITE_GOALS }}
          getContext={context}
          limit={limit}
          onInsert={async (text) => {
            const field = noteField();
            return field ? fillTextField(field, text) : false;
          }}
          registerOpen={(open) => (entry.open = open)}
        />
      ) : (
        <Blocked reason={blockedReason(state.kind === "quota" ? "quota" : "email")} />
      );
    const { anchor, placement } = placeOf(state);
    entry.mounted = mountHelper(anchor, placement, INVITATION_HELPER, helper);
    return entry;
  };

  const scan = () => {
    invitation = findInvitation(env.doc);
    const wanted = invitation && invitation.kind !== "choose" ? invitation : null;
    if (shown && (!wanted || wanted.dialog !== shown.dialog || wanted.kind !== shown.kind)) {
      shown.mounted.unmount();
      shown = null;
    }
    if (wanted && !shown) shown = mount(wanted);
    else if (wanted && shown && !shown.mounted.host.isConnected) {
      // LinkedIn drew the dialog's content anew: the same helper (an open panel, an answer) moves there
      const { anchor, placement } = placeOf(wanted);
      shown.mounted.reattach(anchor, placement);
    }
  };

  const stopWatching = watchPageAndShadowRoots(env.doc, scan, SCAN_THROTTLE_MS);
  return {
    hasFocus() {
      const focused = deepActiveElement(env.doc);
      return !!focused && !!invitation?.dialog.contains(focused);
    },
    open(): OpenHelperReply {
      scan();
      if (!invitation) return { opened: false, reason: ui().noInvitation };
      if (invitation.kind === "choose") return { opened: false, reason: ui().chooseFirst };
      if (invitation.kind !== "note") return { opened: false, reason: blockedReason(invitation.kind) };
      const entry = shown;
      if (entry?.open) entry.open();
      else setTimeout(() => entry?.open?.(), 0);
      return { opened: true };
    },
    stop() {
      stopWatching();
      shown?.mounted.unmount();
      shown = null;
    },
  };
}
