import type { CommentView } from "@schema/api/comments";
import { useId, useRef, useState } from "react";
import {
  authorName,
  canReply,
  commentText,
  sameCommentText,
} from "../../lib/interactions/comments";
import { commentElementId } from "../../lib/interactions/linked-comment";
import { relativeTime } from "../../lib/recipe/relative-time";
import { RichText } from "../rich-text/RichText";
import { CommentEditForm } from "./CommentEditForm";
import { CommentForm } from "./CommentForm";
import { useCommentsContext } from "./comments-context";
import { UpvoteIcon } from "./icons";
import { StarsShown } from "./StarInput";

type Props = {
  comment: CommentView;
  /**
   * In the managers' 'Hidden comments' list: read-only, with Unhide on the comment that was
   * hidden (the list's top level); its replies went with it and come back with it.
   */
  hiddenList?: boolean;
  /** A reply shown under its parent (the hidden list's replies have no Unhide of their own). */
  nested?: boolean;
};

const FULL_DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" });

/** A comment's moment as its age ("2 hours ago"), the full date on hover. */
function CommentTime({ iso, className }: { iso: string; className?: string }) {
  const moment = new Date(iso);
  return (
    <time
      className={className}
      dateTime={iso}
      title={Number.isNaN(moment.getTime()) ? undefined : FULL_DATE.format(moment)}
    >
      {relativeTime(moment)}
    </time>
  );
}

/**
 * One comment and, at level 1, its replies (two levels only, docs/spec/visitor-experience.md §5).
 * The text is the stored rich text, rendered by the page's renderer (plain React, links made safe).
 */
export function CommentItem({ comment, hiddenList = false, nested = false }: Props) {
  const actions = useCommentsContext();
  const [replying, setReplying] = useState(false);
  const [editing, setEditing] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const authorId = useId();
  const replyBoxId = useId();
  const editBoxId = useId();
  const name = authorName(comment);
  const busy = actions.busyIds.has(comment.id);
  const own = actions.user !== null && actions.user.id === comment.user.id;

  const closeReply = () => {
    setReplying(false);
    replyButton.current?.focus();
  };

  // Saved or cancelled, the person is back where they started: on Edit.
  const closeEdit = () => {
    setEditing(false);
    editButton.current?.focus();
  };

  const linked = actions.linkedId === comment.id;

  return (
    <li className={linked ? "comment comment--linked" : "comment"}>
      <article
        id={commentElementId(comment.id)}
        className="comment__body"
        aria-labelledby={authorId}
        // The linked comment takes focus when it is shown (use-linked-comment.ts).
        tabIndex={linked ? -1 : undefined}
      >
        <header className="comment__meta">
          {comment.user.avatar ? (
            // Decorative: the name beside it says who wrote the comment.
            <img
              className="comment__avatar"
              src={comment.user.avatar.url}
              width={28}
              height={28}
              alt=""
              loading="lazy"
            />
          ) : null}
          <span id={authorId} className="comment__author">
            {name}
          </span>
          {/* The site's own people: a reader sees whose answer it is. */}
          {comment.user.siteAuthor ? <span className="recipe-badge">Author</span> : null}
          {comment.stars ? <StarsShown stars={comment.stars} /> : null}
          <CommentTime iso={comment.createdAt} className="comment__time" />
          {/* Said in words as the posted time is, not only in a tooltip that touch and
              keyboard cannot reach: "Edited 2 hours ago". */}
          {comment.editedAt ? (
            <span className="comment__edited">
              Edited <CommentTime iso={comment.editedAt} />
            </span>
          ) : null}
        </header>
        {editing ? (
          <div id={editBoxId}>
            <CommentEditForm
              initialText={commentText(comment.content)}
              onSave={(text) => actions.edit(comment, text)}
              onClose={closeEdit}
              isUnchanged={(text) => sameCommentText(text, comment.content)}
            />
          </div>
        ) : (
          <RichText doc={comment.content} className="comment__text" />
        )}
        <div className="comment__actions">
          {hiddenList ? (
            <span className="comment__votes">
              <UpvoteIcon filled={false} />
              <span className="visually-hidden">Upvotes: </span>
              {comment.upvoteCount}
            </span>
          ) : (
            <button
              type="button"
              className="comment__action comment__upvote"
              aria-pressed={comment.upvotedByMe}
              // Not disabled while it saves: that would drop its focus to the page's start.
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) actions.upvote(comment);
              }}
            >
              <UpvoteIcon filled={comment.upvotedByMe} />
              <span className="visually-hidden">Upvote, </span>
              {comment.upvoteCount}
            </button>
          )}
          {!hiddenList && canReply(comment) && actions.mayWrite ? (
            <button
              ref={replyButton}
              type="button"
              className="comment__action"
              aria-expanded={replying}
              aria-controls={replying ? replyBoxId : undefined}
              onClick={() => setReplying((open) => !open)}
            >
              Reply
            </button>
          ) : null}
          {/* Who may write on the recipe may change their words (a lapsed subscriber may not). */}
          {!hiddenList && own && actions.mayWrite ? (
            <button
              ref={editButton}
              type="button"
              className="comment__action"
              aria-expanded={editing}
              aria-controls={editing ? editBoxId : undefined}
              disabled={busy}
              onClick={() => (editing ? closeEdit() : setEditing(true))}
            >
              Edit
            </button>
          ) : null}
          {!hiddenList && own ? (
            <button
              type="button"
              className="comment__action"
              disabled={busy}
              onClick={() => actions.askDelete(comment)}
            >
              Delete
            </button>
          ) : null}
          {!hiddenList && actions.canManage ? (
            <button
              type="button"
              className="comment__action"
              disabled={busy}
              onClick={() => actions.askHide(comment)}
            >
              Hide
            </button>
          ) : null}
          {hiddenList && !nested && actions.canManage ? (
            <button
              type="button"
              className="comment__action"
              disabled={busy}
              onClick={() => actions.unhide(comment)}
            >
              Unhide
            </button>
          ) : null}
        </div>
      </article>
      {replying ? (
        <div id={replyBoxId} className="comment__reply-box">
          <CommentForm
            label={`Reply to ${name}`}
            autoFocus
            onSubmit={(text) => actions.reply(comment, text)}
            onCancel={closeReply}
          />
        </div>
      ) : null}
      {comment.children.length > 0 ? (
        <ol className="comment-list comment-list--replies" aria-label={`Replies to ${name}`}>
          {comment.children.map((child) => (
            <CommentItem key={child.id} comment={child} hiddenList={hiddenList} nested />
          ))}
        </ol>
      ) : null}
    </li>
  );
}
