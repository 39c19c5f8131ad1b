import { Heading, Link, Text } from "@react-email/components";
import type { MailMessage } from "./message";
import { ActionButton, PlainEmail, quote, renderBoth, subdued, text } from "./plain-email";

export type CommentReplyEmailInput = {
  to: string;
  /** `"Site title" <platform address>` (mailer.ts fromName): the e-mail comes from the site. */
  from: string;
  siteTitle: string;
  /** Who replied, as the recipe page names them. */
  replierName: string;
  /** The reply is from the site's own people (its owner or a manager). */
  fromSite: boolean;
  recipeTitle: string;
  /** Plain text of the reader's own comment and of the reply. */
  comment: string;
  reply: string;
  /** The reply on its recipe page. */
  link: string;
  /** The page that stops these e-mails (also the List-Unsubscribe address). */
  stopLink: string;
};

/** How much of the reader's own comment the e-mail repeats, to remind them what they asked. */
export const QUOTED_COMMENT_CHARACTERS = 280;

const shortened = (value: string) =>
  value.length <= QUOTED_COMMENT_CHARACTERS
    ? value
    : `${value.slice(0, QUOTED_COMMENT_CHARACTERS - 1).trimEnd()}…`;

/**
 * A reply to the reader's comment, as React Email components: who replied, the reply in
 * full, the reader's comment shortened, and the way back to the conversation.
 */
function CommentReplyEmail(props: CommentReplyEmailInput) {
  const who = props.fromSite ? `${props.replierName} (${props.siteTitle})` : props.replierName;
  return (
    <PlainEmail preview={`${who} replied: ${props.reply}`}>
      <Text style={subdued}>{props.siteTitle}</Text>
      <Heading as="h1" style={{ ...text, fontSize: "22px" }}>
        {`${who} replied to your comment on ${props.recipeTitle}`}
      </Heading>
      <Text style={quote}>{props.reply}</Text>
      <Text style={subdued}>Your comment:</Text>
      <Text style={{ ...quote, color: "#57606a" }}>{shortened(props.comment)}</Text>
      <ActionButton href={props.link}>See the conversation</ActionButton>
      <Text style={{ ...subdued, fontSize: "12px" }}>
        {`You get this e-mail because you commented on ${props.siteTitle}. `}
        <Link href={props.stopLink} style={{ color: "#57606a" }}>
          Stop e-mails about replies to your comments
        </Link>
      </Text>
    </PlainEmail>
  );
}

export async function commentReplyEmail(input: CommentReplyEmailInput): Promise<MailMessage> {
  return {
    to: input.to,
    from: input.from,
    subject: `${input.replierName} replied to your comment on ${input.recipeTitle}`,
    ...(await renderBoth(CommentReplyEmail(input))),
    link: input.link,
    // RFC 8058: the mail program's own "unsubscribe" stops these e-mails in one click.
    headers: {
      "List-Unsubscribe": `<${input.stopLink}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
