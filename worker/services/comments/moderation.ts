import { type Comment, comments } from "@schema/db/comments";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../env";
import { notFound } from "../../errors";
import type { SiteDbs } from "../../lib/site-databases";
import { ensurePersonAnchor } from "../site-databases/anchors";
import { changeWithNewVersion } from "../sites/content-version";
import type { Site } from "../sites/lookup";
import { visibleCommentTree } from "./tree";

/** A comment on this site's recipes, or 404 (another site's comment is not found here). */
export async function getSiteComment(db: Db, siteId: string, id: string): Promise<Comment> {
  const [row] = await db
    .select()
    .from(comments)
    .where(and(eq(comments.id, id), eq(comments.siteId, siteId)))
    .limit(1);
  if (!row) throw notFound("Comment");
  return row;
}

/**
 * Hides or shows a comment (its replies follow it when read). Comments may be part of a
 * cached page, so the site's content version moves with it: a hidden comment must be gone
 * for visitors at once, not when the cache ages out.
 */
export async function setCommentHidden(
  dbs: SiteDbs,
  site: Site,
  comment: Comment,
  hidden: boolean,
  managerId: string,
) {
  // Hiding twice keeps the first moderation record.
  if (hidden === (comment.hiddenAt !== null)) return;
  if (hidden) await ensurePersonAnchor(dbs, managerId);
  await changeWithNewVersion(dbs, site.id, [
    dbs.site
      .update(comments)
      .set(
        hidden ? { hiddenAt: new Date(), hiddenBy: managerId } : { hiddenAt: null, hiddenBy: null },
      )
      .where(and(eq(comments.id, comment.id), eq(comments.siteId, site.id))),
  ]);
}

/** Hides or shows one comment; answers with the recipe's visible tree as the manager sees it. */
export async function moderateComment(
  dbs: SiteDbs,
  site: Site,
  commentId: string,
  hidden: boolean,
  managerId: string,
) {
  const comment = await getSiteComment(dbs.site, site.id, commentId);
  await setCommentHidden(dbs, site, comment, hidden, managerId);
  return { comments: await visibleCommentTree(dbs, site.id, comment.recipeId, managerId) };
}
