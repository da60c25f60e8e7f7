/**
 * Every CSS selector the feed extractor uses. Each list is ordered from most to least stable:
 * ARIA roles and labels, data-testid, componentkey, other data-* attributes, then class names.
 *
 * Markup generations (see shared/fixtures/linkedin/SOURCES.md):
 * - Ember-classic (2022): BEM classes such as `feed-shared-update-v2`, `feed-shared-actor__*`.
 * - Ember + hashed (2024–25): the same family, renamed to `update-components-*`, hashed classes mixed in.
 * - SDUI (2026): hashed classes only; structure in `componentkey`, `data-testid`, `role`, `aria-label`.
 *
 * The lists themselves are data: they live in the extraction pack (src/core/extraction-pack.json,
 * `pages.feed`), which the server can update without a release (issue #29); this file names them
 * and says what each one finds. Read them at the moment of a query (`FEED.NAME`), never copy them.
 */
import { packNames } from "../shared/pack";

export const FEED = packNames("feed", {
  selectors: [
    // One post in the feed. All entries are combined (one query, document order); nested matches are dropped.
    "FEED_POST",
    // Boundaries inside a post whose content is not the post's own: reshared/quoted updates and comments. A
    // field found inside one of these (below the post) is not read as the post's author/text.
    "POST_INNER_BOUNDARY",
    // The post's "…" menu button; its aria-label names the author: "Open control menu for post by <Name>".
    "POST_CONTROL_MENU",
    // Buttons whose aria-label may name the author in another interface language (the labels: ./words
    // `postBy`).
    "LABELLED_BUTTON",
    // The author's display name (the visible copy; duplicates are removed by NAME_NOISE).
    "ACTOR_NAME",
    // The actor link that encloses the name (SDUI: the headline is a sibling after it).
    "ACTOR_LINK",
    // The author's headline / description line ("Founder at …", "12,480 followers").
    "ACTOR_HEADLINE",
    // Any link (SDUI: siblings of the name that hold links are not the headline, e.g. "Visit my website").
    "ANY_LINK",
    // The post body.
    "POST_TEXT",
    // Parts of a text/name element that are not its visible text: "…see more" toggles, screen-reader copies.
    "TEXT_NOISE",
    // Visible comments under a post (each one comment; replies nest inside their parent).
    "COMMENT_ITEM",
    // A comment's author name.
    "COMMENT_AUTHOR",
    // A comment's text.
    "COMMENT_TEXT",
    // The open comment editor of a post.
    "COMMENT_EDITOR",
    // The "Comment" action that opens the comment box.
    "COMMENT_BUTTON",
    // Buttons whose visible text may name the "Comment" action (SDUI 2026: no aria-label; the names: ./words).
    "ACTION_BUTTON",
    // The post's reaction ("Like") button; the action bar is the nearest ancestor holding it and the Comment
    // button.
    "REACTION_BUTTON",
    // Where LinkedIn draws a post's text late (SDUI 2026 streams a post's parts): a region still loading, or
    // the text box before its text has come. The post is there; its text is not yet.
    "POST_TEXT_PENDING",
    // Descendants that carry the post's id (when the container itself has none).
    "POST_KEY_SOURCES",
  ],
  mounts: [
    // The post's social action bar (Like / Comment / Repost / Send).
    "ACTION_BAR",
  ],
  attributes: [
    // Attributes of the post element that identify it, in order of preference.
    "POST_KEY",
  ],
});

/** Pulls the author's name out of the control-menu aria-label. */
export const CONTROL_MENU_AUTHOR_PATTERN = /^Open control menu for post by\s+(.+)$/i;

/** An activity / share id in an attribute value or link. */
export const POST_KEY_PATTERN = /urn:li:(?:activity|share|ugcPost):\d+|activity[-:/](\d{10,})/;
