import { Heading, Text } from "@react-email/components";
import { longDay, money } from "../../lib/formats";
import type { MailMessage } from "./message";
import { ActionButton, PlainEmail, renderBoth, subdued, text } from "./plain-email";

/** What happened to the reader's subscription. */
export type SubscriberEvent =
  | { kind: "free" }
  | {
      kind: "paid";
      plan: "monthly" | "yearly";
      amountCents: number;
      /** The end of a free trial the plan began with; null when it was charged at once. */
      trialEndsOn: Date | null;
    }
  | { kind: "cancelled"; endsOn: Date };

export type SubscriberNoticeEmailInput = {
  to: string;
  /** `"Site title" <platform address>` (mailer.ts fromName). */
  from: string;
  siteTitle: string;
  /** The reader's display name, if they gave one. */
  name: string | null;
  email: string;
  event: SubscriberEvent;
  /** The site's current subscribers afterwards (the Subscribers page's counts). */
  counts: { free: number; paid: number };
  /** The kitchen's Subscribers page, searched for this reader. */
  kitchenLink: string;
};

function headline({ name, email, siteTitle, event }: SubscriberNoticeEmailInput) {
  const who = name ?? email;
  switch (event.kind) {
    case "free":
      return `${who} subscribed to ${siteTitle} for free`;
    case "paid":
      return `${who} is now a paid subscriber to ${siteTitle}`;
    case "cancelled":
      return `${who} cancelled their paid subscription to ${siteTitle}`;
  }
}

/** The line under the headline: the plan and its price, or when access ends (also the digest's). */
export function subscriberEventDetail(event: SubscriberEvent): string | null {
  switch (event.kind) {
    case "free":
      return null;
    case "paid": {
      const price = `${event.plan === "yearly" ? "Yearly" : "Monthly"} plan, ${money(event.amountCents)} a ${event.plan === "yearly" ? "year" : "month"}.`;
      return event.trialEndsOn
        ? `${price} Their free trial ends on ${longDay(event.trialEndsOn)}, when the first payment is due.`
        : price;
    }
    case "cancelled":
      return `They keep access until ${longDay(event.endsOn)} and will not be charged again.`;
  }
}

export const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

/**
 * A reader's subscription, to the site's people, as React Email components: who, which plan,
 * how many subscribers the site has now, and the Subscribers page with that reader found.
 */
function SubscriberNoticeEmail(props: SubscriberNoticeEmailInput) {
  const line = subscriberEventDetail(props.event);
  return (
    <PlainEmail preview={headline(props)}>
      <Text style={subdued}>{props.siteTitle}</Text>
      <Heading as="h1" style={{ ...text, fontSize: "22px" }}>
        {headline(props)}
      </Heading>
      {/* A reader without a name is named by their address in the headline already. */}
      {props.name ? <Text style={text}>{`${props.name} (${props.email})`}</Text> : null}
      {line ? <Text style={text}>{line}</Text> : null}
      <Text style={text}>
        {`${props.siteTitle} now has ${plural(props.counts.paid, "paid subscriber")} and ${plural(props.counts.free, "free subscriber")}.`}
      </Text>
      <ActionButton href={props.kitchenLink}>See them in your kitchen</ActionButton>
      <Text style={{ ...subdued, fontSize: "12px" }}>
        {`You get this e-mail because you run ${props.siteTitle}. You can turn these e-mails off on your kitchen's Subscribers page.`}
      </Text>
    </PlainEmail>
  );
}

export async function subscriberNoticeEmail(
  input: SubscriberNoticeEmailInput,
): Promise<MailMessage> {
  return {
    to: input.to,
    from: input.from,
    subject: headline(input),
    ...(await renderBoth(SubscriberNoticeEmail(input))),
  };
}
