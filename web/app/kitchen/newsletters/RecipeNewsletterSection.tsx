import { type ReactNode, useState } from "react";
import { MailingAddressMissing } from "./MailingAddressMissing";
import { NewsletterCompose, newsletterCall } from "./NewsletterCompose";
import { audienceOffer, subscriberCount } from "./newsletter-text";
import { SendList } from "./SendList";
import type { NewsletterPanel } from "./use-newsletter-panel";

type Props = {
  panel: NewsletterPanel;
  siteSlug: string;
  published: boolean;
  subscribersOnly: boolean;
  /** The note last used for this recipe, to start from. */
  initialNote: string;
};

const newKey = () => crypto.randomUUID();

/**
 * The editor's Newsletter section: this recipe's sends with their progress and results,
 * and, once published, a way to e-mail it (again) to the site's subscribers.
 */
export function RecipeNewsletterSection({
  panel,
  siteSlug,
  published,
  subscribersOnly,
  initialNote,
}: Props) {
  const [note, setNote] = useState(initialNote);
  // One key per filled-in form: a double click or a retried request is one send, while a
  // send made on purpose after this one gets a new form, and a new key.
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [accepted, setAccepted] = useState<string | null>(null);
  const { audience } = panel;

  const send = async () => {
    if (sending) return;
    setSending(true);
    setError(null);
    setAccepted(null);
    const result = await newsletterCall(panel.path, {
      intent: "send",
      note: note.trim() || null,
      idempotencyKey,
    });
    setSending(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    panel.addSend(result.reply.send);
    setAccepted(`Sending to ${subscriberCount(result.reply.send.recipientCount)}.`);
    setIdempotencyKey(newKey());
  };

  let offer: ReactNode = null;
  if (!published) {
    offer = (
      <p className="subdued">
        Once published, this recipe can be e-mailed to your subscribers: Publish offers it.
      </p>
    );
  } else if (!audience) {
    offer = (
      <p className="subdued">The newsletter could not be reached. Please reload to try again.</p>
    );
  } else if (!audience.mailingAddress) {
    offer = <MailingAddressMissing siteSlug={siteSlug} />;
  } else if (audience.count === 0) {
    offer = <p className="subdued">You have no subscribers to e-mail this recipe to yet.</p>;
  } else {
    offer = (
      <div className="stack">
        <h3 className="newsletter-section__offer">{audienceOffer(audience.count)}</h3>
        <NewsletterCompose
          path={panel.path}
          subscribersOnly={subscribersOnly}
          note={note}
          onNoteChange={setNote}
        />
        <div className="button-row">
          <button
            type="button"
            className="button button--primary"
            // Not disabled, so focus stays; a click that slips through reuses the form's key.
            aria-disabled={sending}
            onClick={() => void send()}
          >
            {sending ? "Sending…" : `E-mail ${subscriberCount(audience.count)}`}
          </button>
        </div>
        {accepted ? (
          <p role="status" className="newsletter-notice newsletter-notice--success">
            {accepted}
          </p>
        ) : null}
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <section
      className="ksection newsletter-section"
      id="section-newsletter"
      aria-labelledby="section-newsletter-title"
    >
      <h2 id="section-newsletter-title" className="ksection__legend">
        Newsletter
      </h2>
      <div className="ksection__body stack">
        {offer}
        <SendList sends={panel.sends} />
      </div>
    </section>
  );
}
