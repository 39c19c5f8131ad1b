import type { CommentView } from "@schema/api/comments";
import type { CurrentUser } from "@schema/api/identity";
import { createContext, type ReactNode, useContext } from "react";

/**
 * What every comment in the tree needs from the section: who is looking, whether they
 * manage the site, and the actions. The section provides it; using it anywhere else is a
 * programming error and says so (docs/spec/visitor-experience.md §8).
 */
export type CommentsActions = {
  user: CurrentUser | null;
  canManage: boolean;
  /** Comments with a call in flight: their buttons wait. */
  busyIds: ReadonlySet<string>;
  mayWrite: boolean;
  /** The comment the page's address names (an e-mail's link), shown marked; null for none. */
  linkedId: string | null;
  upvote: (comment: CommentView) => void;
  /** Resolves to an error message, or null once the reply is posted. */
  reply: (parent: CommentView, text: string) => Promise<string | null>;
  /** The author's new words for their comment; resolves like reply. */
  edit: (comment: CommentView, text: string) => Promise<string | null>;
  askDelete: (comment: CommentView) => void;
  askHide: (comment: CommentView) => void;
  unhide: (comment: CommentView) => void;
};

const CommentsContext = createContext<CommentsActions | null>(null);

export function CommentsProvider({
  value,
  children,
}: {
  value: CommentsActions;
  children: ReactNode;
}) {
  return <CommentsContext.Provider value={value}>{children}</CommentsContext.Provider>;
}

export function useCommentsContext(): CommentsActions {
  const value = useContext(CommentsContext);
  if (!value) throw new Error("useCommentsContext must be used within a CommentsProvider");
  return value;
}
