import { Heading, Hr, Link, Section, Text } from "@react-email/components";
import { commentHeadline, starsText } from "./comment-notice-email";
import type { MailMessage } from "./message";
import { ActionButton, PlainEmail, quote, renderBoth, subdued, text } from "./plain-email";
import { plural, type SubscriberEvent, subscriberEventDetail } from "./subscriber-notice-email";

/** A reader's comment, as the single e-mail would tell it. */
export type DigestComment = {
  authorName: string;
  recipeTitle: string;
  comment: string;
  stars: number | null;
  replyTo: string | "own" | null;
  recipeLink: string;
};

/** A reader's plan begun or set to end. */
export type DigestSubscriber = { name: string | null; email: string; event: SubscriberEvent };

export type NoticeDigestEmailInput = {
  to: string;
  /** `"Site title" <platform address>` (mailer.ts fromName). */
  from: string;
  siteTitle: string;
  /** Newest first; null when comments are not in this person's digest. */
  comments: { listed: DigestComment[]; more: number; kitchenLink: string } | null;
  subscribers: {
    listed: DigestSubscriber[];
    more: number;
    /** The site's current subscribers. */
    counts: { free: number; paid: number };
    kitchenLink: string;
  } | null;
};

function subscriberLine({ name, email, event }: DigestSubscriber) {
  const who = name ? `${name} (${email})` : email;
  switch (event.kind) {
    case "free":
      return `${who} subscribed for free`;
    case "paid":
      return `${who} began a paid plan`;
    case "cancelled":
      return `${who} cancelled their paid plan`;
  }
}

/** "3 comments, 2 free subscribers, 1 paid subscriber and 1 cancellation". */
function summary({ comments, subscribers }: NoticeDigestEmailInput) {
  const commentCount = comments ? comments.listed.length + comments.more : 0;
  const kinds = { free: 0, paid: 0, cancelled: 0 };
  for (const subscriber of subscribers?.listed ?? []) kinds[subscriber.event.kind] += 1;
  const parts = [
    commentCount ? plural(commentCount, "comment") : null,
    kinds.free ? `${plural(kinds.free, "new free subscriber")}` : null,
    kinds.paid ? `${plural(kinds.paid, "new paid subscriber")}` : null,
    kinds.cancelled ? plural(kinds.cancelled, "cancellation") : null,
    subscribers?.more ? `${plural(subscribers.more, "more subscriber change")}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 1
    ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`
    : (parts[0] ?? "");
}

const sectionTitle = { ...text, fontSize: "18px", fontWeight: "bold" };

/**
 * A day of a site's news, to one of its people who chose one e-mail a day (ADR 0018): the
 * readers' comments, then the subscriptions begun and ended, each as its single e-mail
 * would say it, with the kitchen's pages where they act on them.
 */
function NoticeDigestEmail(props: NoticeDigestEmailInput) {
  const { comments, subscribers } = props;
  return (
    <PlainEmail preview={summary(props)}>
      <Text style={subdued}>{props.siteTitle}</Text>
      <Heading as="h1" style={{ ...text, fontSize: "22px" }}>
        {`Since your last digest: ${summary(props)}`}
      </Heading>
      {comments && comments.listed.length > 0 ? (
        <Section>
          <Text style={sectionTitle}>Comments</Text>
          {comments.listed.map((comment) => (
            <Section key={comment.recipeLink}>
              <Text style={{ ...text, fontWeight: "bold", marginBottom: "4px" }}>
                {commentHeadline(comment)}
              </Text>
              {comment.stars ? <Text style={subdued}>{starsText(comment.stars)}</Text> : null}
              <Text style={quote}>{comment.comment}</Text>
              <Text style={subdued}>
                <Link href={comment.recipeLink} style={{ color: "#57606a" }}>
                  See it under the recipe
                </Link>
              </Text>
            </Section>
          ))}
          {comments.more ? (
            <Text style={subdued}>{`And ${plural(comments.more, "more comment")}.`}</Text>
          ) : null}
          <ActionButton href={comments.kitchenLink}>Answer in your kitchen</ActionButton>
        </Section>
      ) : null}
      {comments?.listed.length && subscribers?.listed.length ? <Hr /> : null}
      {subscribers && subscribers.listed.length > 0 ? (
        <Section>
          <Text style={sectionTitle}>Subscribers</Text>
          {subscribers.listed.map((subscriber) => {
            const detail = subscriberEventDetail(subscriber.event);
            return (
              <Text key={`${subscriber.email}-${subscriber.event.kind}`} style={text}>
                {subscriberLine(subscriber)}
                {detail ? `. ${detail}` : "."}
              </Text>
            );
          })}
          {subscribers.more ? (
            <Text style={subdued}>{`And ${plural(subscribers.more, "more change")}.`}</Text>
          ) : null}
          <Text style={text}>
            {`${props.siteTitle} now has ${plural(subscribers.counts.paid, "paid subscriber")} and ${plural(subscribers.counts.free, "free subscriber")}.`}
          </Text>
          <ActionButton href={subscribers.kitchenLink}>See them in your kitchen</ActionButton>
        </Section>
      ) : null}
      <Text style={{ ...subdued, fontSize: "12px" }}>
        {`You get this e-mail once a day at most because you run ${props.siteTitle} and chose a daily e-mail on your kitchen's Comments or Subscribers page, where you can change it.`}
      </Text>
    </PlainEmail>
  );
}

/** True when the digest has something still worth telling. */
export const digestHasNews = ({ comments, subscribers }: NoticeDigestEmailInput) =>
  Boolean(comments?.listed.length || subscribers?.listed.length);

export async function noticeDigestEmail(input: NoticeDigestEmailInput): Promise<MailMessage> {
  return {
    to: input.to,
    from: input.from,
    subject: `${input.siteTitle}: ${summary(input)}`,
    ...(await renderBoth(NoticeDigestEmail(input))),
  };
}
