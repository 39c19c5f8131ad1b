import {
  type ManageOverviewResponse,
  OVERVIEW_LATEST,
  OVERVIEW_WEEKS,
  type OverviewWeek,
} from "@schema/api/manage-overview";
import { plainText } from "@schema/content/rich-text";
import { newsletterSends } from "@schema/db/newsletters";
import { recipeRatings } from "@schema/db/ratings";
import { recipes } from "@schema/db/recipes";
import { siteCommentCounts } from "@schema/db/site-comment-counts";
import { siteRecipeCounts } from "@schema/db/site-recipe-counts";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { SiteDbs } from "../../lib/site-databases";
import {
  moderationComment,
  moderationRows,
  siteTeam,
  withAuthorNames,
} from "../comments/moderation-list";
import { averageOf } from "../ratings/summary";
import { currentPerPlan, planCounts, subscriptionWeeks } from "../subscribers/counts";

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
const EXCERPT_CHARS = 280;

/**
 * The chart's weeks: whole UTC days, the last week ending at the end of today, so every
 * bar covers seven full days and today's sign-ups show at once.
 */
export function overviewWindow(now: Date) {
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS;
  return { start: end - OVERVIEW_WEEKS * WEEK_MS, end };
}

export function weeklyCounts(
  start: number,
  buckets: readonly { bucket: number; total: number }[],
): OverviewWeek[] {
  const byBucket = new Map(buckets.map((row) => [row.bucket, row.total]));
  return Array.from({ length: OVERVIEW_WEEKS }, (_, index) => ({
    weekStart: new Date(start + index * WEEK_MS).toISOString().slice(0, 10),
    count: byBucket.get(index) ?? 0,
  }));
}

const excerpt = (text: string) =>
  text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS - 1).trimEnd()}…` : text;

/** GET manage/{siteSlug}/overview: every number and list of the page, in one D1 batch. */
export async function siteOverview(
  dbs: SiteDbs,
  siteId: string,
  now = new Date(),
): Promise<Omit<ManageOverviewResponse, "revenue" | "gifts">> {
  const db = dbs.site;
  const { start, end } = overviewWindow(now);
  // The team is the platform's (another database for a moved site): asked beside the batch.
  const teamRead = siteTeam(dbs, siteId);
  const [
    recipeCounts,
    perPlan,
    weeks,
    [commentTotals],
    latestComments,
    recent,
    newest,
    [rated],
    [latestSend],
  ] = await db.batch([
    // Kept by triggers on recipes (schema/db/site-recipe-counts.ts): one row, not the site's.
    db
      .select({ published: siteRecipeCounts.published, draft: siteRecipeCounts.drafts })
      .from(siteRecipeCounts)
      .where(eq(siteRecipeCounts.siteId, siteId)),
    currentPerPlan(db, siteId),
    subscriptionWeeks(db, siteId, start, end),
    // Kept by triggers on comments (schema/db/site-comment-counts.ts).
    db
      .select({ all: siteCommentCounts.comments, hidden: siteCommentCounts.hidden })
      .from(siteCommentCounts)
      .where(eq(siteCommentCounts.siteId, siteId)),
    moderationRows(db, siteId).limit(OVERVIEW_LATEST),
    db
      .select({
        id: recipes.id,
        slug: recipes.slug,
        title: recipes.title,
        publishedAt: recipes.publishedAt,
        updatedAt: recipes.updatedAt,
      })
      .from(recipes)
      .where(eq(recipes.siteId, siteId))
      .orderBy(desc(recipes.updatedAt), desc(recipes.id))
      .limit(OVERVIEW_LATEST),
    db
      .select({
        id: siteSubscriptions.id,
        email: siteSubscriptions.email,
        plan: siteSubscriptions.plan,
        status: siteSubscriptions.status,
        createdAt: siteSubscriptions.createdAt,
      })
      .from(siteSubscriptions)
      .where(eq(siteSubscriptions.siteId, siteId))
      .orderBy(desc(siteSubscriptions.createdAt), desc(siteSubscriptions.id))
      .limit(OVERVIEW_LATEST),
    // Ratings received in the period, as the recipes' totals count them (not hidden).
    db
      .select({
        count: sql<number>`count(*)`.mapWith(Number).as("rating_count"),
        sum: sql<number>`coalesce(sum(${recipeRatings.stars}), 0)`.mapWith(Number).as("star_sum"),
        low: sql<number>`coalesce(sum(case when ${recipeRatings.stars} <= 2 then 1 else 0 end), 0)`
          .mapWith(Number)
          .as("low_count"),
      })
      .from(recipeRatings)
      .where(
        and(
          eq(recipeRatings.siteId, siteId),
          eq(recipeRatings.counted, true),
          gte(recipeRatings.createdAt, new Date(start)),
          lt(recipeRatings.createdAt, new Date(end)),
        ),
      ),
    db
      .select({
        recipeTitle: recipes.title,
        sentAt: newsletterSends.sentAt,
        sentCount: newsletterSends.sentCount,
        tracked: newsletterSends.tracked,
        openedCount: newsletterSends.openedCount,
        clickedCount: newsletterSends.clickedCount,
      })
      .from(newsletterSends)
      .leftJoin(recipes, eq(recipes.id, newsletterSends.recipeId))
      .where(and(eq(newsletterSends.siteId, siteId), eq(newsletterSends.status, "sent")))
      // newsletter_sends_site_idx (site, created): the newest sends first, not all of them.
      .orderBy(desc(newsletterSends.createdAt))
      .limit(1),
  ]);

  const team = await teamRead;
  const counts = planCounts(perPlan);
  const allComments = commentTotals?.all ?? 0;
  const hiddenComments = commentTotals?.hidden ?? 0;

  return {
    recipes: { published: recipeCounts[0]?.published ?? 0, draft: recipeCounts[0]?.draft ?? 0 },
    subscribers: { counts, weekly: weeklyCounts(start, weeks) },
    comments: {
      visible: allComments - hiddenComments,
      hidden: hiddenComments,
      latest: (await withAuthorNames(dbs, latestComments)).map((row) => {
        const comment = moderationComment(row, team);
        return {
          id: comment.id,
          excerpt: excerpt(plainText(comment.content)),
          createdAt: comment.createdAt,
          hidden: comment.hidden,
          recipe: comment.recipe,
          author: comment.user.displayName,
          siteTeam: comment.user.siteTeam,
        };
      }),
    },
    newsletter: {
      latest: latestSend?.sentAt
        ? { ...latestSend, sentAt: latestSend.sentAt.toISOString() }
        : null,
    },
    ratings: {
      count: rated?.count ?? 0,
      average: averageOf(rated?.count ?? 0, rated?.sum ?? 0),
      low: rated?.low ?? 0,
    },
    activity: {
      recipes: recent.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        status: row.publishedAt ? "published" : "draft",
        publishedAt: row.publishedAt?.toISOString() ?? null,
        updatedAt: row.updatedAt.toISOString(),
      })),
      subscribers: newest.map((row) => ({
        id: row.id,
        email: row.email,
        plan: row.plan,
        status: row.status,
        since: row.createdAt.toISOString(),
      })),
    },
  };
}
