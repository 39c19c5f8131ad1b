import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Html,
  Img,
  Preview,
  Text,
} from "@react-email/components";
import { render } from "@react-email/render";
import type { MailMessage } from "./message";

export type GiftEmailInput = {
  to: string;
  /** `"Site title" <platform address>` (mailer.ts fromName): the gift comes from the site. */
  from: string;
  siteTitle: string;
  giverName: string;
  message: string | null;
  recipeTitle: string;
  /** The recipe's first picture, absolute; null when it has none. */
  imageUrl: string | null;
  /** The single-recipient link that opens the recipe (the gift's page on the site). */
  link: string;
  expiresInDays: number;
};

const text = { fontFamily: "Helvetica, Arial, sans-serif", color: "#1f2328", fontSize: "16px" };
const subdued = { ...text, color: "#57606a", fontSize: "14px" };

/**
 * A gifted recipe, as React Email components. It carries the title and picture only: the
 * recipe's text is behind the link, for the account of this address alone.
 */
function GiftEmail(props: GiftEmailInput) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{`${props.giverName} gave you a recipe: ${props.recipeTitle}`}</Preview>
      <Body style={{ backgroundColor: "#f6f5f2", margin: 0, padding: "24px 0" }}>
        <Container style={{ backgroundColor: "#ffffff", maxWidth: "560px", padding: "24px" }}>
          <Text style={subdued}>{props.siteTitle}</Text>
          <Heading as="h1" style={{ ...text, fontSize: "24px" }}>
            {`${props.giverName} gave you a recipe`}
          </Heading>
          {props.message ? (
            <Text
              style={{
                ...text,
                whiteSpace: "pre-line",
                borderLeft: "4px solid #d0d7de",
                paddingLeft: "12px",
              }}
            >
              {props.message}
            </Text>
          ) : null}
          {props.imageUrl ? (
            <Img
              src={props.imageUrl}
              alt={props.recipeTitle}
              width="512"
              style={{ width: "100%" }}
            />
          ) : null}
          <Heading as="h2" style={{ ...text, fontSize: "20px" }}>
            {props.recipeTitle}
          </Heading>
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
            Open your recipe
          </Button>
          <Text style={subdued}>
            {`The link is for ${props.to} only: you sign in or create a free ${props.siteTitle} account with this address to read the recipe. Open it within ${props.expiresInDays} days; once opened, the recipe stays yours.`}
          </Text>
          <Text style={{ ...subdued, fontSize: "12px", wordBreak: "break-all" }}>{props.link}</Text>
        </Container>
      </Body>
    </Html>
  );
}

export async function giftEmail(input: GiftEmailInput): Promise<MailMessage> {
  const element = GiftEmail(input);
  const [html, plain] = await Promise.all([render(element), render(element, { plainText: true })]);
  return {
    to: input.to,
    from: input.from,
    subject: `${input.giverName} gave you a recipe: ${input.recipeTitle}`,
    html,
    text: plain,
  };
}
