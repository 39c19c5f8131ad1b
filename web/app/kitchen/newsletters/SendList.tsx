import type { NewsletterSendView } from "@schema/api/newsletters";
import type { ReactNode } from "react";
import { Moment } from "../../components/Moment";
import { isSendInProgress } from "./newsletter-panel";
import { engagementSummary, linkSummary, sendMoment, sendSummary } from "./newsletter-text";

/**
 * A recipe's sends, newest first. Progress changes are announced politely (a live region),
 * and a bar shows how far a send has got while it goes out.
 */
export function SendList({ sends }: { sends: NewsletterSendView[] | null }) {
  if (sends === null) {
    return <p className="subdued">This recipe's sends could not be loaded.</p>;
  }
  return (
    <div className="newsletter-sends">
      <h3>Sent e-mails</h3>
      {sends.length === 0 ? (
        <p className="subdued">This recipe has not been e-mailed yet.</p>
      ) : null}
      <ol className="newsletter-sends__list" aria-live="polite" aria-relevant="text additions">
        {sends.map((send) => (
          <SendItem key={send.id} send={send} />
        ))}
      </ol>
    </div>
  );
}

/**
 * One send: its result, its opens and clicks, when, and its note; `heading` names it where
 * sends of several recipes are listed (the Newsletters page).
 */
export function SendItem({ send, heading }: { send: NewsletterSendView; heading?: ReactNode }) {
  return (
    <li className="newsletter-send" data-status={send.status}>
      {heading}
      <p className="newsletter-send__summary">{sendSummary(send)}</p>
      <Engagement send={send} />
      {isSendInProgress(send) ? (
        <progress
          className="newsletter-send__progress"
          max={Math.max(send.recipientCount, 1)}
          value={send.sentCount + send.failedCount}
          aria-label="Sending progress"
        />
      ) : null}
      <p className="subdued small">
        <Moment iso={sendMoment(send)} />
        {send.note ? <> · Note: “{send.note}”</> : null}
      </p>
    </li>
  );
}

/** Opens and clicks of a send that counts them, and its links by readers who clicked them. */
function Engagement({ send }: { send: NewsletterSendView }) {
  const summary = engagementSummary(send);
  if (!summary) return null;
  const links = linkSummary(send);
  return (
    <p className="newsletter-send__engagement small">
      {summary}
      {links ? (
        <>
          <br />
          {links}
        </>
      ) : null}
    </p>
  );
}
