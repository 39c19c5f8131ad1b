import { Heading, Img, Text } from "@react-email/components";
import type { MailMessage } from "./message";
import { ActionButton, PlainEmail, quote, renderBoth, subdued, text } from "./plain-email";

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

/**
 * A gifted recipe, as React Email components. It carries the title and picture only: the
 * recipe's text is behind the link, for the account of this address alone.
 */
function GiftEmail(props: GiftEmailInput) {
  return (
    <PlainEmail preview={`${props.giverName} gave you a recipe: ${props.recipeTitle}`}>
      <Text style={subdued}>{props.siteTitle}</Text>
      <Heading as="h1" style={{ ...text, fontSize: "24px" }}>
        {`${props.giverName} gave you a recipe`}
      </Heading>
      {props.message ? <Text style={quote}>{props.message}</Text> : null}
      {props.imageUrl ? (
        <Img src={props.imageUrl} alt={props.recipeTitle} width="512" style={{ width: "100%" }} />
      ) : null}
      <Heading as="h2" style={{ ...text, fontSize: "20px" }}>
        {props.recipeTitle}
      </Heading>
      <ActionButton href={props.link}>Open your recipe</ActionButton>
      <Text style={subdued}>
        {`The link is for ${props.to} only: you sign in or create a free ${props.siteTitle} account with this address to read the recipe. Open it within ${props.expiresInDays} days; once opened, the recipe stays yours.`}
      </Text>
      <Text style={{ ...subdued, fontSize: "12px", wordBreak: "break-all" }}>{props.link}</Text>
    </PlainEmail>
  );
}

export async function giftEmail(input: GiftEmailInput): Promise<MailMessage> {
  return {
    to: input.to,
    from: input.from,
    subject: `${input.giverName} gave you a recipe: ${input.recipeTitle}`,
    ...(await renderBoth(GiftEmail(input))),
  };
}
