/** What the profile helper reads from a profile page (the context's `profile`, before `own` is added). */
import type { ProfileContext } from "../types";

export type ProfileFacts = Omit<ProfileContext["profile"], "own">;

export const NO_PROFILE_FACTS: ProfileFacts = { name: "", headline: "", location: "", about: "", experience: [] };
