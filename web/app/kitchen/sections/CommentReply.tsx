import { Form, useNavigation } from "@remix-run/react";
import { COMMENT_MAX_LENGTH } from "@schema/api/comments";
import { useId, useState } from "react";
import { SubmitButton } from "../../components/SubmitButton";
import { TextAreaField } from "../shared/Fields";

type Props = {
  commentId: string;
  recipeId: string;
  /** Who wrote the comment: the field's label names them. */
  author: string;
  /** Why the last reply to this comment was refused. */
  error: string | null;
};

/**
 * The creator's reply to a reader's comment, written in the moderation list: a reader's
 * question is answered where the creator reads it, without opening the recipe page. It is
 * posted as the creator's own comment under that one (the API's reply rules: top-level
 * comments of published recipes). A disclosure, so it works before script too; the list
 * remounts it once the reply is in (its key carries the reply count), closed and empty.
 */
export function CommentReply({ commentId, recipeId, author, error }: Props) {
  const navigation = useNavigation();
  const fieldId = useId();
  const [text, setText] = useState("");
  const busy =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "reply" &&
    navigation.formData.get("commentId") === commentId;

  return (
    <details
      className="comment-reply"
      open={error ? true : undefined}
      onToggle={(event) => {
        if (event.currentTarget.open) document.getElementById(fieldId)?.focus();
      }}
    >
      <summary className="button button--secondary button--small">
        Reply<span className="visually-hidden"> to {author}</span>
      </summary>
      <Form method="post" preventScrollReset className="comment-reply__form stack">
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="commentId" value={commentId} />
        <input type="hidden" name="recipeId" value={recipeId} />
        <TextAreaField
          id={fieldId}
          name="text"
          label={`Your reply to ${author}`}
          hint="Shown under their comment on the recipe page, with your name."
          value={text}
          onChange={setText}
          rows={3}
          maxLength={COMMENT_MAX_LENGTH}
          error={error}
        />
        <div>
          <SubmitButton className="button button--primary button--small" busy={busy}>
            {busy ? "Posting…" : "Post reply"}
          </SubmitButton>
        </div>
      </Form>
    </details>
  );
}
