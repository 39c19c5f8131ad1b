import { z } from "zod";
import { richText } from "./public-read";

/**
 * Answer shapes of the moderation list; only the worker loads these schemas.
 * ../manage-comment-list.ts re-exports the types.
 */

export const moderationComment = z.object({
  id: z.uuid(),
  content: richText,
  createdAt: z.iso.datetime(),
  /** When its author last changed its words; null if never (the page says Edited and when). */
  editedAt: z.iso.datetime().nullable(),
  /** 1: a comment on the recipe; 2: a reply to one. */
  level: z.union([z.literal(1), z.literal(2)]),
  parentId: z.uuid().nullable(),
  recipe: z.object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    /** Unpublished (an imported draft with its comments, say): it has no public page yet. */
    published: z.boolean(),
  }),
  /** `id` null: an imported author (a WordPress export's comment), named, with no account. */
  user: z.object({
    id: z.uuid().nullable(),
    displayName: z.string().nullable(),
    siteTeam: z
      .boolean()
      .describe("The site's owner or a manager wrote it: the page marks it Author"),
  }),
  /** A reply's: who wrote the comment it answers; null for a comment on the recipe. */
  replyTo: z.object({ displayName: z.string().nullable() }).nullable(),
  hidden: z.boolean(),
  /** Why it is hidden: a manager hid it, or it goes with its hidden parent. */
  hiddenVia: z.enum(["itself", "parent"]).nullable(),
  /** Replies under it (a top-level comment's); hiding it hides them too. */
  replyCount: z.number().int(),
  /** The stars of the rating this comment is the review of; null for other comments. */
  stars: z.number().int().nullable(),
});
export type ModerationComment = z.infer<typeof moderationComment>;

const counts = z.object({
  all: z.number().int(),
  visible: z.number().int(),
  hidden: z.number().int(),
  /** Reviews with 1 or 2 stars, hidden or not. */
  lowReviews: z.number().int(),
  /** Readers' visible comments on recipes with no reply from the site's people yet. */
  awaitingReply: z.number().int(),
});

/** Shared with the subscriber calls: the zone is the person's, on every site they run. */
export const digestTimeZone = z
  .string()
  .nullable()
  .describe(
    "The signed-in person's time zone: a daily e-mail comes at 8 in the morning there; null, a day after its first news",
  );

export const commentListResponse = z.object({
  comments: z.array(moderationComment),
  /** Comments matching `status`, `reviews` and `awaiting` (for paging). */
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  /** The whole site's, whatever the filter. */
  counts,
  commentEmails: z
    .boolean()
    .describe("The signed-in manager is e-mailed each reader's comment on the site"),
  commentEmailsDaily: z
    .boolean()
    .describe("Those e-mails come gathered into one a day instead of one each"),
  digestTimeZone,
});
export type CommentListResponse = z.infer<typeof commentListResponse>;

export const commentEmailsResponse = commentListResponse.pick({
  commentEmails: true,
  commentEmailsDaily: true,
  digestTimeZone: true,
});
export type CommentEmailsResponse = z.infer<typeof commentEmailsResponse>;
