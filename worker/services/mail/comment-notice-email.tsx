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
  /** Whom a reply answers, as the page names them; null for a comment on the recipe. */
  replyTo: string | null;
  /** The kitchen's Comments page, where the creator answers, hides and switches these off. */
  kitchenLink: string;
  /** The recipe page at its comments. */
  recipeLink: string;
};

const text = { fontFamily: "Helvetica, Arial, sans-serif", color: "#1f2328", fontSize: "16px" };
const subdued = { ...text, color: "#57606a", fontSize: "14px" };

const starsText = (stars: number) => `${"★".repeat(stars)}${"☆".repeat(5 - stars)} (${stars} of 5)`;

function headline(input: CommentNoticeEmailInput) {
  if (input.replyTo)
    return `${input.authorName} replied to ${input.replyTo} on ${input.recipeTitle}`;
  if (input.stars) return `${input.authorName} reviewed ${input.recipeTitle}`;
  return `${input.authorName} commented on ${input.recipeTitle}`;
}

/**
 * A reader's comment, to the site's people, as React Email components: who wrote what on
 * which recipe, and the kitchen's Comments page, where they answer it.
 */
function CommentNoticeEmail(props: CommentNoticeEmailInput) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{`${props.authorName}: ${props.comment}`}</Preview>
      <Body style={{ backgroundColor: "#f6f5f2", margin: 0, padding: "24px 0" }}>
        <Container style={{ backgroundColor: "#ffffff", maxWidth: "560px", padding: "24px" }}>
          <Text style={subdued}>{props.siteTitle}</Text>
          <Heading as="h1" style={{ ...text, fontSize: "22px" }}>
            {headline(props)}
          </Heading>
          {props.stars ? <Text style={text}>{starsText(props.stars)}</Text> : null}
          <Text
            style={{
              ...text,
              whiteSpace: "pre-line",
              borderLeft: "4px solid #d0d7de",
              paddingLeft: "12px",
            }}
          >
            {props.comment}
          </Text>
          <Button
            href={props.kitchenLink}
            style={{
              backgroundColor: "#1f2328",
              color: "#ffffff",
              padding: "10px 18px",
              borderRadius: "6px",
              fontFamily: text.fontFamily,
            }}
          >
            Answer in your kitchen
          </Button>
          <Text style={subdued}>
            <Link href={props.recipeLink} style={{ color: "#57606a" }}>
              See it under the recipe
            </Link>
          </Text>
          <Text style={{ ...subdued, fontSize: "12px" }}>
            {`You get this e-mail because you run ${props.siteTitle}. You can turn these e-mails off on your kitchen's Comments page.`}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export async function commentNoticeEmail(input: CommentNoticeEmailInput): Promise<MailMessage> {
  const element = CommentNoticeEmail(input);
  const [html, plain] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { to: input.to, from: input.from, subject: headline(input), html, text: plain };
}
