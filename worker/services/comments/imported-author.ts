import type { CommentView } from "@schema/api/comments";
import type { Comment } from "@schema/db/comments";

/**
 * The author of an imported comment (schema/db/comments.ts): the name the export gave, no
 * account id, no avatar, so nothing links to a profile that does not exist.
 */
export const importedAuthor = (row: Pick<Comment, "importedAuthorName">): CommentView["user"] => ({
  id: null,
  displayName: row.importedAuthorName,
  avatar: null,
  siteAuthor: false,
});
