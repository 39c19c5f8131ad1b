import { Heading, Link, Text } from "@react-email/components";
import type { MailMessage } from "./message";
import { ActionButton, PlainEmail, quote, renderBoth, subdued, text } from "./plain-email";

export type CommentNoticeEmailInput = {
  to: string;
  /** `"Site title" <platform address>` (mailer.ts fromName). */
  from: string;
  siteTitle: string;
  /** Who commented, as the recipe page names them. */
  authorName: string;
  recipeTitle: string;
  /** Plain text of the comment. */
  comment: string;
  /** The stars when the comment is a review; null otherwise. */
  stars: number | null;
  /**
   * Whom a reply answers, as the page names them ("own": the commenter's own comment, a
   * follow-up); null for a comment on the recipe.
   */
  replyTo: string | "own" | null;
  /** The kitchen's Comments page, where the creator answers, hides and switches these off. */
  kitchenLink: string;
  /** The comment on its recipe page. */
  recipeLink: string;
};

export const starsText = (stars: number) =>
  `${"★".repeat(stars)}${"☆".repeat(5 - stars)} (${stars} of 5)`;

/** "Ana commented on Lemon Tart", "… replied to Ben on …": this e-mail's and the digest's. */
export function commentHeadline(
  input: Pick<CommentNoticeEmailInput, "authorName" | "recipeTitle" | "stars" | "replyTo">,
) {
  if (input.replyTo === "own") {
    return `${input.authorName} followed up on their comment on ${input.recipeTitle}`;
  }
  if (input.replyTo) {
    return `${input.authorName} replied to ${input.replyTo} on ${input.recipeTitle}`;
  }
  if (input.stars) return `${input.authorName} reviewed ${input.recipeTitle}`;
  return `${input.authorName} commented on ${input.recipeTitle}`;
}

/**
 * A reader's comment, to the site's people, as React Email components: who wrote what on
 * which recipe, and the kitchen's Comments page, where they answer it.
 */
function CommentNoticeEmail(props: CommentNoticeEmailInput) {
  return (
    <PlainEmail preview={`${props.authorName}: ${props.comment}`}>
      <Text style={subdued}>{props.siteTitle}</Text>
      <Heading as="h1" style={{ ...text, fontSize: "22px" }}>
        {commentHeadline(props)}
      </Heading>
      {props.stars ? <Text style={text}>{starsText(props.stars)}</Text> : null}
      <Text style={quote}>{props.comment}</Text>
      <ActionButton href={props.kitchenLink}>Answer in your kitchen</ActionButton>
      <Text style={subdued}>
        <Link href={props.recipeLink} style={{ color: "#57606a" }}>
          See it under the recipe
        </Link>
      </Text>
      <Text style={{ ...subdued, fontSize: "12px" }}>
        {`You get this e-mail because you run ${props.siteTitle}. You can turn these e-mails off on your kitchen's Comments page.`}
      </Text>
    </PlainEmail>
  );
}

export async function commentNoticeEmail(input: CommentNoticeEmailInput): Promise<MailMessage> {
  return {
    to: input.to,
    from: input.from,
    subject: commentHeadline(input),
    ...(await renderBoth(CommentNoticeEmail(input))),
  };
}
