import { z } from "zod";

/**
 * Answer shape of the kitchen's overview; only the worker loads these schemas.
 * ../manage-overview.ts re-exports the types.
 */

const count = z.number().int();
const plan = z.enum(["free", "monthly", "yearly"]);

export const overviewWeek = z.object({
  /** First day of the week (UTC, YYYY-MM-DD); the week covers it and the six days after. */
  weekStart: z.iso.date(),
  count,
});
export type OverviewWeek = z.infer<typeof overviewWeek>;

export const overviewComment = z.object({
  id: z.uuid(),
  /** Plain text, cut to a few hundred characters. */
  excerpt: z.string(),
  createdAt: z.iso.datetime(),
  hidden: z.boolean(),
  recipe: z.object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    /** Unpublished (an imported draft with its comments, say): no public page yet. */
    published: z.boolean(),
  }),
  /** The commenter's display name; null when they have none. */
  author: z.string().nullable(),
  siteTeam: z.boolean().describe("The site's owner or a manager wrote it"),
});
export type OverviewComment = z.infer<typeof overviewComment>;

/** Paid plans' money. Amounts in US cents. */
export const overviewRevenue = z.object({
  /** Paid subscriptions that pay now (active, trialing, past due). */
  payingSubscribers: count,
  /** Monthly recurring revenue: monthly prices, plus yearly prices divided by twelve. */
  mrrCents: count,
  /** The overview's period (the chart's twelve weeks). */
  period: z.object({ start: z.iso.datetime(), end: z.iso.datetime() }),
  /** Paid subscriptions started, and cancelled, within the period. */
  newPaid: count,
  cancelledPaid: count,
  /** The platform's share of each payment, and what it comes to out of the MRR. */
  platformFeePercent: z.number(),
  platformFeeCents: count,
});
export type OverviewRevenue = z.infer<typeof overviewRevenue>;

export const manageOverviewResponse = z.object({
  revenue: overviewRevenue,
  recipes: z.object({ published: count, draft: count }),
  subscribers: z.object({
    counts: z.object({ free: count, monthly: count, yearly: count, total: count }),
    weekly: z.array(overviewWeek),
  }),
  comments: z.object({ visible: count, hidden: count, latest: z.array(overviewComment) }),
  /** Ratings given in the overview's period (the chart's twelve weeks), counted ones only. */
  ratings: z.object({
    count,
    /** Their average stars, one decimal; null when there were none. */
    average: z.number().nullable(),
    /** Of them, 1 or 2 stars. */
    low: count,
  }),
  /** The latest newsletter that finished going out; null before the first. */
  newsletter: z.object({
    latest: z
      .object({
        recipeTitle: z.string().nullable().describe("null once its recipe was deleted"),
        sentAt: z.iso.datetime(),
        sentCount: count,
        /** Whether it counted opens and clicks; the two counts are 0 when not. */
        tracked: z.boolean(),
        openedCount: count,
        clickedCount: count,
      })
      .nullable(),
  }),
  /** Recipes paying readers gifted to friends, and what came of it. */
  gifts: z.object({
    sent: count,
    /** Opened by their recipient (signed in and took the recipe). */
    opened: count,
    /** Recipients who began a subscription after their gift: free plan, and paid plans. */
    subscribedFree: count,
    subscribedPaid: count,
  }),
  activity: z.object({
    /** Most recently changed recipes (a publish is a change). */
    recipes: z.array(
      z.object({
        id: z.uuid(),
        slug: z.string(),
        title: z.string(),
        status: z.enum(["draft", "published"]),
        publishedAt: z.iso.datetime().nullable(),
        updatedAt: z.iso.datetime(),
      }),
    ),
    /** Newest subscriptions first. */
    subscribers: z.array(
      z.object({
        id: z.uuid(),
        email: z.string(),
        plan,
        /** The subscription's status (active, trialing, past_due, canceled, …). */
        status: z.string(),
        since: z.iso.datetime(),
      }),
    ),
  }),
});
export type ManageOverviewResponse = z.infer<typeof manageOverviewResponse>;
