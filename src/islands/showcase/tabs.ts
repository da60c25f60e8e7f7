/** The landing page's four showcase tabs (SPEC §1 and §3: title, description, icon, video, colour). */
import type { PageType } from "../../core/plans";

export interface ShowcaseTab {
  id: PageType;
  title: string;
  description: string;
  /** SVG path (24×24 viewBox) */
  icon: string;
  colour: string;
  poster: string;
  /** null until a recording exists in public/showcase (npm run demos) */
  video: string | null;
}

export const SHOWCASE_TABS: Omit<ShowcaseTab, "video">[] = [
  {
    id: "feed",
    title: "Feed",
    description: "Personalized commenting suggestions that raise your feed engagement: three options in the tone you pick.",
    icon: "M4 5h16v2H4zm0 6h16v2H4zm0 6h10v2H4z",
    colour: "#0a66c2",
    poster: "/showcase/feed.svg",
  },
  {
    id: "messages",
    title: "Messages",
    description: "Goal-oriented message suggestions based on the conversation so far: book a call, ask for a referral, follow up.",
    icon: "M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z",
    colour: "#7c3aed",
    poster: "/showcase/messages.svg",
  },
  {
    id: "profile",
    title: "Profile",
    description: "Summarize anyone's profile with talking points, and get instant, prioritised feedback to optimize your own.",
    icon: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 8a8 8 0 0 1 16 0z",
    colour: "#067647",
    poster: "/showcase/profile.svg",
  },
  {
    id: "jobs",
    title: "Jobs",
    description: "Navigate job postings with a cover letter drafted from your profile and advice on fit, gaps and questions to ask.",
    icon: "M9 4h6a2 2 0 0 1 2 2v1h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h3V6a2 2 0 0 1 2-2zm0 3h6V6H9z",
    colour: "#b54708",
    poster: "/showcase/jobs.svg",
  },
];
