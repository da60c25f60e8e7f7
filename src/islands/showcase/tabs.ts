/** The landing page's four showcase tabs (each: title, description, icon, video, colour). */
import type { PageType } from "../../core/plans";
import media from "./media.json";

/** A poster: AVIF and WebP at several widths (srcset), `src` for browsers that read neither list. */
export interface Poster {
  src: string;
  avif?: string;
  webp?: string;
  /** intrinsic size: the page reserves the box before the image arrives */
  width: number;
  height: number;
}

export interface ShowcaseTab {
  id: PageType;
  title: string;
  description: string;
  /** what the recording shows, a line each */
  points: string[];
  /** SVG path (24×24 viewBox) */
  icon: string;
  colour: string;
  poster: Poster;
  /** null until a recording exists (npm run demos) */
  video: string | null;
}

type TabText = Omit<ShowcaseTab, "poster" | "video">;

const TEXT: TabText[] = [
  {
    id: "feed",
    title: "Feed",
    description: "Personalized commenting suggestions that raise your feed engagement: three options in the tone you pick.",
    points: [
      "Comments that name what the post actually says",
      "Supportive, insightful, curious, congratulatory or witty",
      "Insert puts one in the comment box; you post it",
    ],
    icon: "M4 5h16v2H4zm0 6h16v2H4zm0 6h10v2H4z",
    colour: "#0a66c2",
  },
  {
    id: "messages",
    title: "Messages",
    description:
      "Goal-oriented message suggestions based on the conversation so far: book a call, ask for a referral, follow up.",
    points: [
      "Replies that answer the last message and keep what was agreed",
      "Pick a goal: follow up, book a call, ask for a referral, decline",
      "Insert drops the reply into the message box",
    ],
    icon: "M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z",
    colour: "#7c3aed",
  },
  {
    id: "profile",
    title: "Profile",
    description: "Summarize anyone's profile with talking points, and get instant, prioritised feedback to optimize your own.",
    points: [
      "Who they are, what they work on, what stands out",
      "Talking points tied to their experience",
      "Ask for more in your own words: “Questions for our call”",
    ],
    icon: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 8a8 8 0 0 1 16 0z",
    colour: "#067647",
  },
  {
    id: "jobs",
    title: "Jobs",
    description:
      "Navigate job postings with a cover letter drafted from your profile and advice on fit, gaps and questions to ask.",
    points: [
      "A cover letter from your profile and the posting",
      "Advice on fit, gaps and questions to ask",
      "Copy it into your application",
    ],
    icon: "M9 4h6a2 2 0 0 1 2 2v1h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h3V6a2 2 0 0 1 2-2zm0 3h6V6H9z",
    colour: "#b54708",
  },
];

const recorded = media as Partial<Record<PageType, { poster: Poster; video: string }>>;

/**
 * The recorded files (src/assets/showcase), each at the URL the build gives it: under /_astro/ with a
 * content-hashed name, which the server caches for a year, so a new recording is a new URL.
 */
const FILES = import.meta.glob<string>("../../assets/showcase/*", { query: "?url", import: "default", eager: true });

export function mediaUrl(name: string): string {
  const url = FILES[`../../assets/showcase/${name}`];
  if (!url) throw new Error(`media.json names ${name}, which is not in src/assets/showcase`);
  return url;
}

/** A srcset of file names ("feed-720.avif 720w, …") with their built URLs. */
function builtSrcset(list: string): string {
  return list
    .split(",")
    .map((entry) => {
      const [name = "", descriptor = ""] = entry.trim().split(/\s+/);
      return `${mediaUrl(name)} ${descriptor}`.trim();
    })
    .join(", ");
}

function builtPoster(poster: Poster): Poster {
  return {
    ...poster,
    src: mediaUrl(poster.src),
    ...(poster.avif ? { avif: builtSrcset(poster.avif) } : {}),
    ...(poster.webp ? { webp: builtSrcset(poster.webp) } : {}),
  };
}

/**
 * The tabs with their media: the recording `npm run demos` made (src/islands/showcase/media.json names
 * its files), or, for a tab not recorded yet, its drawn illustration and no video.
 */
export const SHOWCASE_TABS: ShowcaseTab[] = TEXT.map((tab) => {
  const recording = recorded[tab.id];
  return {
    ...tab,
    poster: recording ? builtPoster(recording.poster) : { src: `/showcase/${tab.id}.svg`, width: 960, height: 600 },
    video: recording ? mediaUrl(recording.video) : null,
  };
});
