import { Heading, Link, Text } from "@react-email/components";
import { LinkedText } from "./linked-text";
import type { MailMessage } from "./message";
import { ActionButton, PlainEmail, renderBoth, subdued, text } from "./plain-email";

export type WelcomeEmailInput = {
  to: string;
  /** `"Site title" <platform address>` (mailer.ts fromName). */
  from: string;
  siteTitle: string;
  subject: string;
  /** The creator's words, as typed: a blank line between paragraphs; addresses become links. */
  message: string;
  siteUrl: string;
  /** The account's list of subscriptions, where the reader manages this one. */
  subscriptionsUrl: string;
};

/** The creator's paragraphs; a single line break stays inside its paragraph. */
const paragraphsOf = (message: string) =>
  message
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/**
 * A site's welcome to a new subscriber, as React Email components: the creator's own words,
 * the way to the site, and where the subscription is managed.
 */
function WelcomeEmail(props: WelcomeEmailInput) {
  return (
    <PlainEmail preview={props.subject}>
      <Text style={subdued}>{props.siteTitle}</Text>
      <Heading as="h1" style={{ ...text, fontSize: "22px" }}>
        {props.subject}
      </Heading>
      {paragraphsOf(props.message).map((paragraph, index) => (
        // The paragraphs are the creator's text, in order, and never reordered.
        // biome-ignore lint/suspicious/noArrayIndexKey: a static list rendered once.
        <Text key={index} style={text}>
          {/* A line break is a <br>, which the plain-text part keeps too. */}
          {paragraph.split("\n").flatMap((line, at) => {
            const linked = (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same static list.
              <LinkedText key={`line-${at}`} text={line} style={{ color: "#0969da" }} />
            );
            // biome-ignore lint/suspicious/noArrayIndexKey: the same static list.
            return at === 0 ? [linked] : [<br key={`break-${at}`} />, linked];
          })}
        </Text>
      ))}
      <ActionButton href={props.siteUrl}>{`Visit ${props.siteTitle}`}</ActionButton>
      <Text style={{ ...subdued, fontSize: "12px" }}>
        {`You get this e-mail because you subscribed to ${props.siteTitle}. `}
        <Link href={props.subscriptionsUrl} style={{ color: "#57606a" }}>
          Manage your subscriptions
        </Link>
      </Text>
    </PlainEmail>
  );
}

export async function welcomeEmail(input: WelcomeEmailInput): Promise<MailMessage> {
  return {
    to: input.to,
    from: input.from,
    subject: input.subject,
    ...(await renderBoth(WelcomeEmail(input))),
  };
}
