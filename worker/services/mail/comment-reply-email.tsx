import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Html,
  Link,
  Preview,
  Text,
} from "@react-email/components";
import { render } from "@react-email/render";
import type { MailMessage } from "./message";

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
  /** The recipe page at its comments. */
  link: string;
  /** The page that stops these e-mails (also the List-Unsubscribe address). */
  stopLink: string;
};

const text = { fontFamily: "Helvetica, Arial, sans-serif", color: "#1f2328", fontSize: "16px" };
const subdued = { ...text, color: "#57606a", fontSize: "14px" };
const quote = {
  ...text,
  whiteSpace: "pre-line" as const,
  borderLeft: "4px solid #d0d7de",
  paddingLeft: "12px",
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
    <Html lang="en">
      <Head />
      <Preview>{`${who} replied: ${props.reply}`}</Preview>
      <Body style={{ backgroundColor: "#f6f5f2", margin: 0, padding: "24px 0" }}>
        <Container style={{ backgroundColor: "#ffffff", maxWidth: "560px", padding: "24px" }}>
          <Text style={subdued}>{props.siteTitle}</Text>
          <Heading as="h1" style={{ ...text, fontSize: "22px" }}>
            {`${who} replied to your comment on ${props.recipeTitle}`}
          </Heading>
          <Text style={quote}>{props.reply}</Text>
          <Text style={subdued}>Your comment:</Text>
          <Text style={{ ...quote, color: "#57606a" }}>{shortened(props.comment)}</Text>
          <Button
            href={props.link}
            style={{
              backgroundColor: "#1f2328",
              color: "#ffffff",
              padding: "10px 18px",
              borderRadius: "6px",
              fontFamily: text.fontFamily,
            }}
          >
            See the conversation
          </Button>
          <Text style={{ ...subdued, fontSize: "12px" }}>
            {`You get this e-mail because you commented on ${props.siteTitle}. `}
            <Link href={props.stopLink} style={{ color: "#57606a" }}>
              Stop e-mails about replies to your comments
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export async function commentReplyEmail(input: CommentReplyEmailInput): Promise<MailMessage> {
  const element = CommentReplyEmail(input);
  const [html, plain] = await Promise.all([render(element), render(element, { plainText: true })]);
  return {
    to: input.to,
    from: input.from,
    subject: `${input.replierName} replied to your comment on ${input.recipeTitle}`,
    html,
    text: plain,
    link: input.link,
    // RFC 8058: the mail program's own "unsubscribe" stops these e-mails in one click.
    headers: {
      "List-Unsubscribe": `<${input.stopLink}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
