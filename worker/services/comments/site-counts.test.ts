import { env } from "cloudflare:test";
import { comments } from "@schema/db/comments";
import { recipes } from "@schema/db/recipes";
import { siteCommentCounts } from "@schema/db/site-comment-counts";
import { sites } from "@schema/db/sites";
import { users } from "@schema/db/users";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import type { Db } from "../../env";
import { type D1Tally, meterD1 } from "../../lib/d1-meter";
import { db, makeSite, siteDb } from "../../test/factories";
import { makeCommentRow } from "../../test/manage-factories";
import { makeRecipe } from "../../test/recipe-factories";
import { siteOverview } from "../sites/overview";
import { commentCounts } from "./moderation-list";

/** The kept counts beside the moderation list's count of the rows themselves. */
async function counted(siteId: string) {
  const own = await siteDb(siteId);
  const [row] = await own
    .select({ all: siteCommentCounts.comments, hidden: siteCommentCounts.hidden })
    .from(siteCommentCounts)
    .where(eq(siteCommentCounts.siteId, siteId));
  const [real] = await commentCounts(own, siteId, []);
  expect(row ?? { all: 0, hidden: 0 }).toEqual({ all: real?.all, hidden: real?.hidden });
  return row ?? { all: 0, hidden: 0 };
}

const hide = async (siteId: string, id: string, hidden: boolean) =>
  (await siteDb(siteId))
    .update(comments)
    .set({ hiddenAt: hidden ? new Date() : null })
    .where(eq(comments.id, id));

describe("site_comment_counts (the site_comment_count_triggers migration)", () => {
  it("follow new comments and replies, hiding and showing, and every kind of deletion", async () => {
    const site = await makeSite();
    const own = await siteDb(site.id);
    const recipe = await makeRecipe({ siteId: site.id });
    const first = await makeCommentRow({ siteId: site.id, recipeId: recipe.id });
    const reply = await makeCommentRow({
      siteId: site.id,
      recipeId: recipe.id,
      parentId: first.id,
    });
    const hiddenReply = await makeCommentRow({
      siteId: site.id,
      recipeId: recipe.id,
      parentId: first.id,
      hidden: true,
    });
    expect(await counted(site.id)).toEqual({ all: 3, hidden: 1 });

    // Hiding a comment hides its replies; a reply hidden itself counts once.
    await hide(site.id, first.id, true);
    expect(await counted(site.id)).toEqual({ all: 3, hidden: 3 });
    await hide(site.id, first.id, true);
    await hide(site.id, reply.id, true);
    expect(await counted(site.id)).toEqual({ all: 3, hidden: 3 });
    // A reply under a hidden comment stays hidden when shown itself.
    await hide(site.id, reply.id, false);
    expect(await counted(site.id)).toEqual({ all: 3, hidden: 3 });
    // A new reply under a hidden comment is hidden.
    await makeCommentRow({ siteId: site.id, recipeId: recipe.id, parentId: first.id });
    expect(await counted(site.id)).toEqual({ all: 4, hidden: 4 });
    await hide(site.id, first.id, false);
    expect(await counted(site.id)).toEqual({ all: 4, hidden: 1 });

    // A reply deleted before its hidden parent (as the visitors' delete does), then the parent.
    await hide(site.id, first.id, true);
    await own.delete(comments).where(eq(comments.id, hiddenReply.id));
    expect(await counted(site.id)).toEqual({ all: 3, hidden: 3 });
    await own.delete(comments).where(eq(comments.id, first.id));
    expect(await counted(site.id)).toEqual({ all: 0, hidden: 0 });

    // A hidden comment's replies going by cascade, and a reader's account going.
    const second = await makeCommentRow({ siteId: site.id, recipeId: recipe.id, hidden: true });
    await makeCommentRow({ siteId: site.id, recipeId: recipe.id, parentId: second.id });
    await makeCommentRow({
      siteId: site.id,
      recipeId: recipe.id,
      parentId: second.id,
      hidden: true,
    });
    const shown = await makeCommentRow({ siteId: site.id, recipeId: recipe.id });
    expect(await counted(site.id)).toEqual({ all: 4, hidden: 3 });
    await own.delete(comments).where(eq(comments.id, second.id));
    expect(await counted(site.id)).toEqual({ all: 1, hidden: 0 });
    // The account's purge takes the person's anchor in the site's database (ADR 0014).
    const [author] = await own.select().from(comments).where(eq(comments.id, shown.id));
    await own.delete(users).where(eq(users.id, author?.userId ?? ""));
    expect(await counted(site.id)).toEqual({ all: 0, hidden: 0 });

    // A recipe's deletion takes its comments; a site's takes its row.
    const third = await makeCommentRow({ siteId: site.id, recipeId: recipe.id, hidden: true });
    await makeCommentRow({ siteId: site.id, recipeId: recipe.id, parentId: third.id });
    await own.delete(recipes).where(eq(recipes.id, recipe.id));
    expect(await counted(site.id)).toEqual({ all: 0, hidden: 0 });
    // In its database, the site's anchor (its purge deletes it, then the directory row).
    await own.delete(sites).where(eq(sites.id, site.id));
    await db().delete(sites).where(eq(sites.id, site.id));
    expect(
      await own.select().from(siteCommentCounts).where(eq(siteCommentCounts.siteId, site.id)),
    ).toEqual([]);
  });

  it("are moved with a comment to another site (no writer does it)", async () => {
    const site = await makeSite();
    // In the same database: a row moves between sites only there.
    const other = await makeSite({ database: site.database });
    const recipe = await makeRecipe({ siteId: site.id });
    const first = await makeCommentRow({ siteId: site.id, recipeId: recipe.id, hidden: true });
    await (await siteDb(site.id))
      .update(comments)
      .set({ siteId: other.id, hiddenAt: null })
      .where(eq(comments.id, first.id));
    expect(await counted(site.id)).toEqual({ all: 0, hidden: 0 });
    expect(await counted(other.id)).toEqual({ all: 1, hidden: 0 });
  });

  it("keep the Overview reading as many rows on a site twice the size", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id });
    let made = 0;
    const grow = async (n: number) => {
      for (let i = 0; i < n; i++) {
        made += 1;
        await makeCommentRow({ siteId: site.id, recipeId: recipe.id, hidden: made % 4 === 0 });
      }
    };
    const rowsRead = async () => {
      const tally: D1Tally = { queries: 0, rowsRead: 0 };
      // Both of the site's databases metered: its own, and the platform's.
      const binding = site.database === "SITE_DB_1" ? env.SITE_DB_1 : env.SITE_DB_2;
      const metered = {
        site: drizzle(meterD1(binding, tally)) as Db,
        platform: drizzle(meterD1(env.DB, tally)) as Db,
      };
      const overview = await siteOverview(metered, site.id);
      expect(overview.comments.visible + overview.comments.hidden).toBe(made);
      return tally.rowsRead;
    };

    await grow(24);
    const before = await rowsRead();
    await grow(24);
    const after = await rowsRead();

    // Counting read every comment of the site (+24 here).
    expect(after).toBe(before);
  });
});
