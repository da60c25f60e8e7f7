/**
 * LinkedIn's invitation to connect, as the registry takes it (../registry.ts): on profiles, a note for the person
 * invited, in the invitation's dialog (task `invite.note`).
 */
import { crossPageSurface } from "../shared/feature";
import { startInvitations } from "./start";

export const invitationsSurface = crossPageSurface({
  name: "invitations",
  where: (here) => here.type === "profile",
  start: startInvitations,
});
