import { z } from "zod";
import { imageView, richText } from "./public-read";

/**
 * A comment as pages show it (docs/spec/platform-and-kitchen.md §3 "Comment",
 * docs/spec/visitor-experience.md §3): the public comment list, the manage hide/unhide answers and
 * the hidden-comments list all use it. Two levels only: a top-level comment (level 1) carries its
 * replies (level 2) in children. Only the worker loads these schemas (see ./public-read.ts);
 * ../comments.ts re-exports the types.
 */
export const commentView = z
  .object({
    id: z.uuid(),
    content: richText,
    createdAt: z.iso.datetime(),
    editedAt: z.iso
      .datetime()
      .nullable()
      .describe(
        "When its author last changed its words; null if never (pages say 'Edited' and when)",
      ),
    level: z.union([z.literal(1), z.literal(2)]),
    parentId: z.uuid().nullable(),
    hidden: z.boolean().describe("Hidden by a manager, itself or through its parent"),
    stars: z
      .number()
      .int()
      .nullable()
      .describe("The stars of the rating this comment is the review of; null for other comments"),
    upvoteCount: z.number().int(),
    upvotedByMe: z.boolean().describe("Whether the viewer upvoted it (false when signed out)"),
    user: z
      .object({
        id: z
          .uuid()
          .nullable()
          .describe(
            "null: an imported author (a WordPress export's comment), named but with no account",
          ),
        displayName: z.string().nullable(),
        avatar: imageView.nullable(),
        siteAuthor: z
          .boolean()
          .describe("One of the site's own people (its owner or a manager): pages mark it"),
      })
      .describe("The author; an imported one has a name only (no account, no avatar)"),
    get children(): z.ZodArray<typeof commentView> {
      return z.array(commentView).describe("Replies, oldest first (a reply has none)");
    },
  })
  .meta({ id: "Comment" });
export type CommentView = z.infer<typeof commentView>;

export const commentsResponse = z.object({ comments: z.array(commentView) });
export type CommentsResponse = z.infer<typeof commentsResponse>;

/**
 * The public comment list: visible comments, oldest first, replies under their parent.
 * `hiddenComments` is filled for the site's managers only (the collapsible list) and is
 * empty for everybody else, so the page can render one shape.
 */
export const commentListResponse = z.object({
  comments: z
    .array(commentView)
    .describe("Visible comments, oldest first, replies under their parent"),
  canManage: z.boolean().describe("The viewer manages the site (may hide and unhide)"),
  hiddenComments: z
    .array(commentView)
    .describe("Hidden comments, for the site's managers only; empty for everybody else"),
});
export type CommentListResponse = z.infer<typeof commentListResponse>;
