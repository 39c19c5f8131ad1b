import type { CommentView } from "@schema/api/comments";
import { useCallback, useState } from "react";
import { type ClientResult, getJson, postJson } from "../../lib/interactions/api-client";
import type { CommentsReply } from "../../lib/interactions/comments";

/**
 * The comments state machine (docs/spec/visitor-experience.md §4 "Comments"): pending → fulfilled
 * (comments, canManage, hiddenComments) or rejected. Every write's answer (the updated list)
 * replaces the list; after hide and unhide the hidden list comes reloaded with it.
 */
export type CommentsState =
  | { status: "pending" }
  | { status: "rejected" }
  | {
      status: "fulfilled";
      comments: CommentView[];
      canManage: boolean;
      hiddenComments: CommentView[];
    };

export type CommentWrite =
  | {
      intent: "create";
      recipeId: string;
      parentId: string | null;
      text: string;
      stars?: number | null;
    }
  | { intent: "edit"; commentId: string; text: string }
  | { intent: "delete"; commentId: string }
  | { intent: "upvote"; commentId: string; upvoted: boolean }
  | { intent: "hide" | "unhide"; commentId: string; recipeId: string };

export function useCommentsState(recipeId: string) {
  const [state, setState] = useState<CommentsState>({ status: "pending" });

  const load = useCallback(async () => {
    setState({ status: "pending" });
    const result = await getJson<CommentsReply>(
      `/api/comments?${new URLSearchParams({ recipeId })}`,
    );
    setState(
      result.ok
        ? {
            status: "fulfilled",
            comments: result.body.comments,
            canManage: result.body.canManage,
            hiddenComments: result.body.hiddenComments ?? [],
          }
        : { status: "rejected" },
    );
  }, [recipeId]);

  /** Sends one write; on success its list replaces the page's. */
  const write = useCallback(async (body: CommentWrite): Promise<ClientResult<CommentsReply>> => {
    const result = await postJson<CommentsReply>("/api/comments", body);
    if (result.ok) {
      const reply = result.body;
      setState((previous) => ({
        status: "fulfilled",
        comments: reply.comments,
        canManage: reply.canManage,
        hiddenComments:
          reply.hiddenComments ?? (previous.status === "fulfilled" ? previous.hiddenComments : []),
      }));
    }
    return result;
  }, []);

  return { state, load, write };
}
