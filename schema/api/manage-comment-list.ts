import { z } from "zod";
import { digestTimeZoneField } from "./digest-time";

/**
 * GET manage/{siteSlug}/comments: every comment on the site's recipes, newest first, for
 * the kitchen's moderation page. "hidden" means hidden for visitors: hidden itself, or a
 * reply whose parent is hidden (hiding a comment hides its replies).
 */
export const commentListQuery = z.object({
  status: z.enum(["all", "visible", "hidden"]).default("all"),
  /** `low`: only reviews whose rating is 1 or 2 stars, so unhappy cooks are answered first. */
  reviews: z.enum(["low"]).optional(),
  /**
   * `reply`: readers' visible comments on recipes that none of the site's people (its owner
   * and managers) has replied to yet, so questions are answered.
   */
  awaiting: z.enum(["reply"]).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type CommentListQuery = z.infer<typeof commentListQuery>;

/* The answer shapes are zod schemas in ./answers/manage-comment-list.ts, the OpenAPI document's;
   their types are re-exported here. */
export type {
  CommentEmailsResponse,
  CommentListResponse,
  ModerationComment,
} from "./answers/manage-comment-list";

/**
 * PUT manage/{siteSlug}/comment-emails: the signed-in manager's e-mail about each comment, and
 * whether those come gathered into one a day (left as it is when absent).
 */
export const commentEmailsBody = z.object({
  commentEmails: z.boolean(),
  commentEmailsDaily: z.boolean().optional(),
  timeZone: digestTimeZoneField,
});
