/**
 * GET manage/{siteSlug}/overview: the kitchen's overview page in one call. Counts of
 * subscribers are current subscriptions (active, trialing, past due), as on the subscriber
 * list; "new per week" counts every subscription started in the week, including ones
 * canceled since.
 */

/** Weeks of the new-subscriber chart: twelve, oldest first, the last ending today. */
export const OVERVIEW_WEEKS = 12;
export const OVERVIEW_LATEST = 5;

export type OverviewWeek = {
  /** First day of the week (UTC, YYYY-MM-DD); the week covers it and the six days after. */
  weekStart: string;
  count: number;
};

export type OverviewComment = {
  id: string;
  /** Plain text, cut to a few hundred characters. */
  excerpt: string;
  createdAt: string;
  hidden: boolean;
  recipe: { id: string; slug: string; title: string };
  author: string | null;
};

/** Paid plans' money (issue 15). Amounts in US cents. */
export type OverviewRevenue = {
  /** Paid subscriptions that pay now (active, trialing, past due). */
  payingSubscribers: number;
  /** Monthly recurring revenue: monthly prices, plus yearly prices divided by twelve. */
  mrrCents: number;
  /** The overview's period (the chart's twelve weeks). */
  period: { start: string; end: string };
  /** Paid subscriptions started, and cancelled, within the period. */
  newPaid: number;
  cancelledPaid: number;
  /** The platform's share of each payment, and what it comes to out of the MRR. */
  platformFeePercent: number;
  platformFeeCents: number;
};

export type ManageOverviewResponse = {
  revenue: OverviewRevenue;
  recipes: { published: number; draft: number };
  subscribers: {
    counts: { free: number; monthly: number; yearly: number; total: number };
    weekly: OverviewWeek[];
  };
  comments: { visible: number; hidden: number; latest: OverviewComment[] };
  activity: {
    /** Most recently changed recipes (a publish is a change). */
    recipes: {
      id: string;
      slug: string;
      title: string;
      status: "draft" | "published";
      publishedAt: string | null;
      updatedAt: string;
    }[];
    subscribers: {
      id: string;
      email: string;
      plan: "free" | "monthly" | "yearly";
      status: string;
      since: string;
    }[];
  };
};
