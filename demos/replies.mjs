// @ts-check
/**
 * The scripted model for the recordings: hand-written answers, one set per showcase tab, written the way
 * the product's prompts ask (src/core/prompts) and about what the stage pages show. The LLM stand-in
 * (scripts/lib/llm-standin.mjs) answers with them; which set is chosen depends on the facts the real
 * extension extracted and sent, so a recording whose page facts did not reach the model fails instead of
 * showing answers about nothing.
 */

/** The signed-in member of the stage (the navigation's photo), and the profile she saved with Netlift: cover letters are written from it. */
export const DEMO_MEMBER = {
  name: "Maya Chen",
  profile: `Maya Chen
Senior Product Designer at Fernhill · Design systems and accessibility
Berlin, Germany

About:
Product designer for nine years, the last four leading Fernhill's design system. I like systems that teams choose to use, accessible defaults and documentation people actually read.

Experience:
- Senior Product Designer at Fernhill (2021 - Present): leads Sprout, Fernhill's design system, used by 6 product squads; moved 80% of the app's screens onto shared components in 18 months; every core component passes WCAG 2.1 AA; introduced design tokens for theming across web and mobile.
- Product Designer at Harbor & Pine (2016 - 2021): redesigned the booking flow and ran weekly usability sessions; cut checkout drop-off by 22%.
Talks: "Design tokens are a product", Systems Week Berlin 2024.`,
};

/** The follow-up the profile recording types into the panel. */
export const PROFILE_FOLLOW_UP = "Questions for our call";

const FEED_COMMENTS = [
  "From 41 pages a month to 3 is a huge change, Daniel, and people volunteering for on-call again is the result I'd frame.",
  "The Friday rule is the one I'm stealing: deleting one alert nobody acted on sounds small, but it keeps the other two rules honest. Did anyone push back when their favourite alert went?",
  "A blameless review within 48 hours is such a good constraint. We started running design reviews of incidents the same way, and the fixes got smaller because people still remembered the details.",
];

const REPLIES = {
  "follow up": [
    "Thanks for the details, Sofia, that sounds like a great setup. Before we talk, could you share what the design system's biggest challenge is right now, and what the first six months in the role would focus on?",
    "That's really helpful, thank you. Nine product teams on one system is exactly the kind of challenge I enjoy. Could you send me the full job description? I'll read it this week and get back to you by Friday.",
    "Thank you, Sofia! A team of four reporting to Lena sounds great. I'm curious how design and engineering share ownership of the system today. Happy to continue once I've read the full brief.",
  ],
  "book a call": [
    "Yes, I'd like that! Nine product teams on one system is exactly the kind of challenge I enjoy. I'm free Tuesday 14:00–16:00 or Thursday morning (CET) next week. Would either work for Lena?",
    "Thanks, Sofia, that sounds promising. A 30-minute call with Lena would be great: does Wednesday at 10:00 or Thursday at 15:00 CET suit her? I'll accept the invite as soon as it comes.",
    "That's a great setup, thank you! I'd love to hear how Lena sees the system growing. I could do Monday after 13:00 or Tuesday before 11:00 CET; if neither works, send me a few slots and I'll make one fit.",
  ],
  "ask for a referral": [
    "Thank you, Sofia! Before a call, would you be comfortable putting me forward to Lena directly? A short note from you would mean a lot, and I'm happy to send a one-paragraph summary you can forward.",
  ],
  "politely decline": [
    "Thank you so much, Sofia, it sounds like a wonderful team. I'm committed to my current project for the next year, so I'll pass for now, but I'd be glad to stay in touch.",
  ],
};

const PROFILE_SUMMARY = `Lena Hartmann is VP of Design at Loomwise in Berlin, where she grew the design team from 3 to 22 people and made one shared component library the way 9 product teams build. Before that she led product design at Tessel Labs, building its research practice and shipping the editor's first fully accessible release (WCAG 2.1 AA). Accessibility and design systems run through her whole path, from hands-on work at Harbor & Pine to leading large teams.

Talking points:
- How Loomwise got 9 product teams to adopt one shared component library
- What she learned taking Tessel Labs' editor to WCAG 2.1 AA
- Her Systems Week Berlin talks, and what she tells the first-time design managers she mentors`;

const PROFILE_QUESTIONS = `Three questions for your call with Lena:
1. Nine product teams build on one component library today: where does adoption still break down, and what would you want fixed first?
2. At Tessel Labs you took the editor to WCAG 2.1 AA. How do you keep accessibility the default at Loomwise as the system grows?
3. How do the 22 designers and the system's engineers share ownership, and what would this role decide on its own?`;

const COVER_LETTER = `Dear Lena and the Loomwise team,

Weave is how nine product teams at Loomwise build, and you are looking for someone with a track record of a system teams chose to use. That is the work I have loved most for the last four years, and I would like to do it for Weave.

At Fernhill I lead Sprout, our design system, used by six product squads. In 18 months we moved 80% of the app's screens onto shared components, mostly through office hours and pairing rather than mandates. I introduced design tokens for theming across web and mobile, and every core component passes WCAG 2.1 AA before it ships: accessibility as the default, as your posting puts it.

Before that, at Harbor & Pine, I redesigned the booking flow and ran weekly usability sessions, which cut checkout drop-off by 22%. It taught me to measure what gets used, which is how I would run Weave's adoption reviews.

I would welcome the chance to talk about where Weave goes next.

Kind regards,
Maya Chen`;

const JOB_ADVICE = `Fit
- You lead a design system used by 6 squads; Loomwise asks for 3+ years leading one in production
- Tokens, theming and WCAG 2.1 AA components match "What you'll do" almost line by line

Gaps
- The posting asks for WCAG 2.2 AA: be ready to say what changes for your components
- Weave has two design-system engineers: show how you have worked with engineers in code

Questions to ask
- How is Weave's adoption measured today?
- What would the first six months focus on?

Next steps
- Apply with the cover letter, and mention your Systems Week Berlin talk
- Ask Sofia Marquez for a call with Lena Hartmann`;

const answer = (/** @type {string[]} */ suggestions) => JSON.stringify({ suggestions });

/**
 * The stand-in's answer to one chat-completions request of a recording.
 * @param {import("../scripts/lib/llm-standin.mjs").ChatRequest} req
 */
export function demoReply(req) {
  const user = req.messages.filter((m) => m.role === "user").at(-1)?.content ?? "";
  const has = (/** @type {string} */ fact) => user.includes(fact);
  if (has(PROFILE_FOLLOW_UP)) return answer([PROFILE_QUESTIONS]);
  if (has("Daniel Okoye") && has("41 times a month")) return answer(FEED_COMMENTS);
  if (has("Sofia Marquez") && has("Would a call with Lena next week be interesting?")) {
    const goal = /** @type {keyof typeof REPLIES} */ (Object.keys(REPLIES).find((g) => has(`My goal: ${g}`)) ?? "follow up");
    return answer(REPLIES[goal]);
  }
  if (has("Lena Hartmann") && has("VP of Design at Loomwise")) return answer([PROFILE_SUMMARY]);
  if (has("Staff Product Designer, Design Systems") && has("Weave")) {
    if (!has("Sprout")) throw new Error("the cover letter request carries no saved profile of the member (DEMO_MEMBER.profile)");
    return answer([/cover letter/i.test(user) ? COVER_LETTER : JOB_ADVICE]);
  }
  throw new Error(`no scripted answer for this request: the stage page's facts did not reach the model?\n${user.slice(0, 600)}`);
}
