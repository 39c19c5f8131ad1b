import { Link, useRevalidator } from "@remix-run/react";
import type { CommentView } from "@schema/api/comments";
import type { CurrentUser } from "@schema/api/identity";
import type { RatingResponse } from "@schema/api/ratings";
import { useCallback, useId, useMemo, useRef, useState } from "react";
import { type ClientResult, postJson, visitorMessage } from "../../lib/interactions/api-client";
import { COMMENT_MESSAGES } from "../../lib/interactions/comment-messages";
import {
  commentCountText,
  confirmationText,
  countComments,
  isBlankComment,
  mayComment,
} from "../../lib/interactions/comments";
import { GENERIC_ERROR } from "../../lib/interactions/subscribe-result";
import { signInHref } from "../../lib/next-path";
import { useWhenNear } from "../../lib/use-when-near";
import { ConfirmDialog } from "../ConfirmDialog";
import { ErrorBox } from "../ErrorBox";
import { SignInPrompt } from "../recipe/SignInPrompt";
import { CommentForm } from "./CommentForm";
import { CommentItem } from "./CommentItem";
import { type CommentsActions, CommentsProvider } from "./comments-context";
import { NameNote } from "./NameNote";
import { useCommentsState } from "./use-comments";
import { useLinkedComment } from "./use-linked-comment";

type Props = {
  recipeId: string;
  privacySetting: string;
  user: CurrentUser | null;
  /** This page, for the sign-in links. */
  returnTo: string;
  /** Whether the viewer may read the whole recipe (only they may rate it). */
  fullAccess: boolean;
  /** The viewer's own stars for this recipe, from the page's data. */
  myStars: number | null;
};

type Pending = { action: "hide" | "delete"; comment: CommentView };

/** Starts loading a little before the section scrolls into view. */
const LOAD_MARGIN = "600px 0px";

/**
 * The recipe page's comments (docs/spec/visitor-experience.md §4 "Comments", §6, §8). Loaded in the
 * browser once the reader gets near them, so the server-rendered (and, for anonymous readers,
 * shared) page holds nobody's comment state. Managers also hide and unhide comments and see the
 * hidden ones in a collapsible list.
 */
export function CommentsSection({
  recipeId,
  privacySetting,
  user,
  returnTo,
  fullAccess,
  myStars: pageStars,
}: Props) {
  const { state, load, write } = useCommentsState(recipeId);
  const revalidator = useRevalidator();
  const [myStars, setMyStars] = useState(pageStars);
  const [stars, setStars] = useState(pageStars);
  const [removing, setRemoving] = useState(false);
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);
  const [signInPrompt, setSignInPrompt] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");

  useWhenNear(section, load, LOAD_MARGIN);
  const linkedId = useLinkedComment(state.status === "fulfilled");

  const canManage = state.status === "fulfilled" && state.canManage;
  const mayWrite = mayComment(privacySetting, user, canManage);
  // The site's own people do not rate its recipes; readers rate what they may read.
  const mayRate = user !== null && fullAccess && state.status === "fulfilled" && !canManage;

  /** A failed write's message for the visitor; a lost session asks them to sign in again. */
  const messageOf = useCallback((result: ClientResult<unknown>) => {
    if (result.ok) return null;
    if (result.status === 401) {
      setSignInPrompt(true);
      return COMMENT_MESSAGES.signIn;
    }
    return visitorMessage(result) ?? GENERIC_ERROR;
  }, []);

  const run = useCallback(
    async (comment: CommentView, body: Parameters<typeof write>[0], done: string) => {
      setBusyIds((ids) => new Set(ids).add(comment.id));
      setProblem(null);
      const result = await write(body);
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(comment.id);
        return next;
      });
      const message = messageOf(result);
      setProblem(message);
      if (!message) setAnnouncement(done);
      // The control that was used may be gone with its comment: keep focus in the section.
      if (!message && document.activeElement === document.body) heading.current?.focus();
    },
    [write, messageOf],
  );

  const create = useCallback(
    async (text: string, parentId: string | null, withStars: number | null = null) => {
      const result = await write({ intent: "create", recipeId, parentId, text, stars: withStars });
      const message = messageOf(result);
      if (!message) setAnnouncement(parentId ? "Reply posted" : "Comment posted");
      return message;
    },
    [write, recipeId, messageOf],
  );

  const edit = useCallback(
    async (comment: CommentView, text: string) => {
      const result = await write({ intent: "edit", commentId: comment.id, text });
      const message = messageOf(result);
      if (!message) setAnnouncement("Comment edited");
      return message;
    },
    [write, messageOf],
  );

  /** After the stars changed: the header's average follows (the page's data reloads). */
  const rated = useCallback(
    (stars: number | null, announcement: string) => {
      setMyStars(stars);
      setStars(stars);
      setAnnouncement(announcement);
      revalidator.revalidate();
    },
    [revalidator],
  );

  /** The top-level box: words, stars, or both (a review). */
  const submitTop = useCallback(
    async (text: string) => {
      const chosen = mayRate ? stars : null;
      if (chosen !== null && isBlankComment(text)) {
        const result = await postJson<RatingResponse>("/api/ratings", {
          intent: "rate",
          recipeId,
          stars: chosen,
        });
        const message = messageOf(result);
        if (!message) rated(chosen, `Rating saved: ${chosen} of 5 stars`);
        return message;
      }
      const message = await create(text, null, chosen);
      if (!message && chosen !== null) rated(chosen, `Review posted with ${chosen} of 5 stars`);
      return message;
    },
    [mayRate, stars, recipeId, messageOf, rated, create],
  );

  const removeRating = useCallback(async () => {
    if (removing) return;
    setRemoving(true);
    const result = await postJson<RatingResponse>("/api/ratings", { intent: "remove", recipeId });
    setRemoving(false);
    const message = messageOf(result);
    setProblem(message);
    if (message) return;
    rated(null, "Your rating was removed");
    // The button goes with the rating: focus stays in the section, as after a deleted comment.
    heading.current?.focus();
  }, [removing, recipeId, messageOf, rated]);

  const actions = useMemo<CommentsActions>(
    () => ({
      user,
      canManage,
      busyIds,
      mayWrite,
      linkedId,
      upvote: (comment) => {
        if (!user) {
          setSignInPrompt(true);
          return;
        }
        const upvoted = !comment.upvotedByMe;
        void run(
          comment,
          { intent: "upvote", commentId: comment.id, upvoted },
          upvoted ? "Upvoted" : "Upvote removed",
        );
      },
      reply: (parent, text) => create(text, parent.id),
      edit,
      askDelete: (comment) => setPending({ action: "delete", comment }),
      askHide: (comment) => setPending({ action: "hide", comment }),
      unhide: (comment) =>
        void run(
          comment,
          { intent: "unhide", commentId: comment.id, recipeId },
          "Comment unhidden",
        ),
    }),
    [user, canManage, busyIds, mayWrite, linkedId, run, create, edit, recipeId],
  );

  const confirm = () => {
    if (!pending) return;
    const { action, comment } = pending;
    if (action === "delete") {
      void run(comment, { intent: "delete", commentId: comment.id }, "Comment deleted");
    } else {
      void run(comment, { intent: "hide", commentId: comment.id, recipeId }, "Comment hidden");
    }
  };
  const closeConfirm = useCallback(() => setPending(null), []);
  const question = pending ? confirmationText(pending.action, pending.comment) : null;

  return (
    <section
      ref={section}
      id="comments"
      className="comments"
      aria-labelledby={headingId}
      aria-busy={state.status === "pending" || undefined}
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className="comments__title">
        Comments
        {state.status === "fulfilled" && state.comments.length > 0 ? (
          <span className="comments__count"> ({countComments(state.comments)})</span>
        ) : null}
      </h2>

      <CommentsProvider value={actions}>
        {user === null ? (
          <p className="comments__sign-in">
            <Link to={signInHref("/sign-in", returnTo)}>{COMMENT_MESSAGES.signIn}</Link>
          </p>
        ) : state.status === "fulfilled" && !mayWrite ? (
          <p className="comments__note">
            {COMMENT_MESSAGES.subscribersOnly} <Link to="/subscribe">Subscribe</Link>
          </p>
        ) : state.status === "fulfilled" ? (
          <>
            {user.displayName?.trim() ? null : <NameNote onReturn={revalidator.revalidate} />}
            <CommentForm
              label={mayRate ? "Add a comment or a review" : "Add a comment"}
              onSubmit={submitTop}
              stars={mayRate ? { value: stars, onChange: setStars } : undefined}
            />
          </>
        ) : null}
        {mayRate && myStars !== null ? (
          <p className="comments__my-rating">
            You rated this recipe {myStars} of 5 stars.{" "}
            <button
              type="button"
              className="comment__action"
              aria-disabled={removing || undefined}
              onClick={() => void removeRating()}
            >
              Remove my rating
            </button>
          </p>
        ) : null}

        {problem ? <ErrorBox>{problem}</ErrorBox> : null}

        {state.status === "pending" ? (
          <p className="comments__status subdued">Loading comments…</p>
        ) : state.status === "rejected" ? (
          <div className="comments__status">
            <ErrorBox>{COMMENT_MESSAGES.loadError}</ErrorBox>
            <button type="button" className="button button--secondary" onClick={() => void load()}>
              Try again
            </button>
          </div>
        ) : state.comments.length === 0 ? (
          <p className="comments__status subdued">{COMMENT_MESSAGES.empty}</p>
        ) : (
          <ol className="comment-list" aria-label={commentCountText(countComments(state.comments))}>
            {state.comments.map((comment) => (
              <CommentItem key={comment.id} comment={comment} />
            ))}
          </ol>
        )}

        {state.status === "fulfilled" && state.canManage ? (
          <details className="hidden-comments">
            <summary>
              Hidden comments
              <span className="hidden-comments__count">
                {" "}
                ({countComments(state.hiddenComments)})
              </span>
            </summary>
            {state.hiddenComments.length === 0 ? (
              <p className="subdued">No hidden comments</p>
            ) : (
              <ol className="comment-list">
                {state.hiddenComments.map((comment) => (
                  <CommentItem key={comment.id} comment={comment} hiddenList />
                ))}
              </ol>
            )}
          </details>
        ) : null}
      </CommentsProvider>

      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      <ConfirmDialog
        open={pending !== null}
        question={question?.title ?? ""}
        detail={question?.detail ?? null}
        confirmLabel={pending?.action === "hide" ? "Hide" : "Delete"}
        onConfirm={confirm}
        onClose={closeConfirm}
      />
      <SignInPrompt
        open={signInPrompt}
        onClose={() => setSignInPrompt(false)}
        title="Join the conversation"
        body="Create a free account or sign in to comment on recipes and upvote comments."
        returnTo={returnTo}
      />
    </section>
  );
}
