/** What the profile helper reads from a profile page (the context's `profile`, before `own` is added). */

/** What the profile's helpers send of a profile (the assist request's `context`). */
export interface ProfileContext {
  profile: {
    name: string;
    headline: string;
    location: string;
    about: string;
    experience: { title: string; company: string; dates: string; description: string }[];
    /** true when this is the signed-in user's own profile */
    own: boolean;
    /** the text layer's reading of the region (visible text, chrome removed) when no layer found every key fact */
    pageText?: string;
  };
}

export type ProfileFacts = Omit<ProfileContext["profile"], "own">;

export const NO_PROFILE_FACTS: ProfileFacts = { name: "", headline: "", location: "", about: "", experience: [] };
