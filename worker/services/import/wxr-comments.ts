import { COMMENT_MAX_LENGTH } from "@schema/api/comments";
import type { Element } from "domhandler";
import { getChildren, textContent } from "domutils";
import { parseMarkup } from "./parse-markup";

/**
 * The comments of a post in a WordPress export (its `wp:comment` elements), as the import
 * brings them: approved ones only (`wp:comment_approved` 1), never pingbacks or trackbacks,
 * with WP Recipe Maker's stars (`wprm-comment-rating` in the comment meta; 0 is none).
 * The author's email, address and IP stay behind: an imported author is a name only.
 */
export type WxrComment = {
  /** The comment's id in WordPress: what makes importing it again a no-op. */
  wordpressId: string;
  /** The comment it answers, when that one came across too (else it is top-level). */
  parentWordpressId: string | null;
  authorName: string | null;
  /** Plain text, one line per paragraph. */
  text: string;
  /** ISO date (GMT as WordPress wrote it). */
  createdAt: string;
  stars: number | null;
};

function field(element: Element, name: string): string {
  const found = getChildren(element).find(
    (node): node is Element => node.type === "tag" && (node as Element).name === name,
  );
  return found ? textContent(found).trim() : "";
}

/** WordPress's "YYYY-MM-DD HH:MM:SS"; the zero date some exports hold is no date. */
function wordpressDate(gmt: string, local: string): string | null {
  for (const value of [gmt, local]) {
    const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value);
    if (!match || match[1] === "0000") continue;
    const date = new Date(`${match.slice(1, 4).join("-")}T${match.slice(4, 7).join(":")}Z`);
    if (!Number.isNaN(date.getTime())) return date.toISOString();
  }
  return null;
}

/** Comment HTML (paragraphs, line breaks, links) as the plain lines comments are kept in. */
export function commentText(html: string): string {
  const lines = html.replace(/<br\s*\/?>|<\/p>|\r?\n/gi, "\n");
  const text = textContent(parseMarkup(lines, { decodeEntities: true }))
    .split("\n")
    .map((line) => line.replace(/[\s\u00a0]+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
  return text.length > COMMENT_MAX_LENGTH ? text.slice(0, COMMENT_MAX_LENGTH) : text;
}

function ratingOf(element: Element): number | null {
  for (const meta of getChildren(element)) {
    if (meta.type !== "tag" || (meta as Element).name !== "wp:commentmeta") continue;
    if (field(meta as Element, "wp:meta_key") !== "wprm-comment-rating") continue;
    const stars = Number(field(meta as Element, "wp:meta_value"));
    return Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : null;
  }
  return null;
}

/** The comments of one `<item>` that come across, oldest first. */
export function readComments(item: Element): WxrComment[] {
  const kept: WxrComment[] = [];
  for (const node of getChildren(item)) {
    if (node.type !== "tag" || (node as Element).name !== "wp:comment") continue;
    const element = node as Element;
    const type = field(element, "wp:comment_type");
    if (type === "pingback" || type === "trackback") continue;
    if (field(element, "wp:comment_approved") !== "1") continue;
    const wordpressId = field(element, "wp:comment_id");
    if (!/^\d+$/.test(wordpressId)) continue;
    const parent = field(element, "wp:comment_parent");
    kept.push({
      wordpressId,
      parentWordpressId: parent && parent !== "0" ? parent : null,
      authorName: field(element, "wp:comment_author").slice(0, 100) || null,
      text: commentText(field(element, "wp:comment_content")),
      createdAt:
        wordpressDate(field(element, "wp:comment_date_gmt"), field(element, "wp:comment_date")) ??
        new Date(0).toISOString(),
      stars: ratingOf(element),
    });
  }
  const ids = new Set(kept.map((comment) => comment.wordpressId));
  // A reply whose parent stayed behind (unapproved, a pingback) stands on its own.
  for (const comment of kept) {
    if (comment.parentWordpressId && !ids.has(comment.parentWordpressId)) {
      comment.parentWordpressId = null;
    }
  }
  return kept.sort(
    (a, b) =>
      a.createdAt.localeCompare(b.createdAt) || Number(a.wordpressId) - Number(b.wordpressId),
  );
}
