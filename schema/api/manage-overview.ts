/**
 * GET manage/{siteSlug}/overview: the kitchen's overview page in one call. Counts of
 * subscribers are current subscriptions (active, trialing, past due), as on the subscriber
 * list; "new per week" counts every subscription started in the week, including ones
 * canceled since.
 */

/** Weeks of the new-subscriber chart: twelve, oldest first, the last ending today. */
export const OVERVIEW_WEEKS = 12;
export const OVERVIEW_LATEST = 5;

/* The answer shapes are zod schemas in ./answers/manage-overview.ts, the OpenAPI document's;
   their types are re-exported here. */
export type {
  ManageOverviewResponse,
  OverviewComment,
  OverviewRevenue,
  OverviewWeek,
} from "./answers/manage-overview";
