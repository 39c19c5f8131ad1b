import type { NewsletterRecipients } from "@schema/api/newsletter-recipients";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Dialog } from "../shared/Dialog";
import { MailingAddressMissing } from "./MailingAddressMissing";
import { NewsletterCompose, newsletterCall } from "./NewsletterCompose";
import { audienceOffer, recipientsCount, subscriberCount } from "./newsletter-text";
import { RecipientsChoice } from "./RecipientsChoice";
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
/** The section's id: the address of a recipe's newsletter (SendRecipePicker links to it). */
const SECTION_ID = "section-newsletter";

/**
 * The editor's Newsletter section: this recipe's sends with their progress and results,
 * and, once published, a way to e-mail it (again) to the site's subscribers. An e-mail
 * cannot be taken back: the button asks first, naming the audience, and once the send is
 * accepted it stays done on this page (a later send of the same recipe is a new visit).
 */
export function RecipeNewsletterSection({
  panel,
  siteSlug,
  published,
  subscribersOnly,
  initialNote,
}: Props) {
  const [note, setNote] = useState(initialNote);
  const [recipients, setRecipients] = useState<NewsletterRecipients>("everyone");
  // One key per filled-in form: a double click or a retried request is one send, while a
  // send made on purpose after this one gets a new form, and a new key.
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  /** The send this page started, and how many (of whom) it was asked for. */
  const [accepted, setAccepted] = useState<{
    sendId: string;
    asked: number;
    recipients: NewsletterRecipients;
  } | null>(null);
  const { audience } = panel;
  const sectionRef = useRef<HTMLElement>(null);
  // Arriving from the Newsletters page (#section-newsletter), the creator came to send: the
  // section takes focus, as a jump link within the editor gives it (shared/jump-to.ts).
  // The editor above it keeps growing for a moment as its parts load, which pushed the section
  // off the screen after the browser's jump: it is kept at the top until the page settles or
  // the creator scrolls or types.
  useEffect(() => {
    const section = sectionRef.current;
    if (!section || window.location.hash !== `#${SECTION_ID}`) return;
    section.focus({ preventScroll: true });
    const place = () => section.scrollIntoView({ block: "start" });
    place();
    const growth = new ResizeObserver(place);
    growth.observe(document.body);
    const moves = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
    const stop = () => {
      growth.disconnect();
      for (const type of moves) window.removeEventListener(type, stop);
    };
    for (const type of moves) window.addEventListener(type, stop, { passive: true });
    const settled = window.setTimeout(stop, 3000);
    return () => {
      window.clearTimeout(settled);
      stop();
    };
  }, []);

  const send = async (asked: number) => {
    if (sending || accepted) return;
    setSending(true);
    setError(null);
    const result = await newsletterCall(panel.path, {
      intent: "send",
      note: note.trim() || null,
      recipients,
      idempotencyKey,
    });
    setSending(false);
    setConfirming(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    panel.addSend(result.reply.send);
    setAccepted({ sendId: result.reply.send.id, asked, recipients });
    setIdempotencyKey(newKey());
  };

  // The send's recipients are counted as it fans out (0 until then): until they are, the
  // notice names the audience the author confirmed.
  const acceptedSend = accepted ? panel.sends?.find((s) => s.id === accepted.sendId) : undefined;
  const reaching = acceptedSend?.recipientCount || accepted?.asked || 0;

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
    const count = recipientsCount(audience, recipients);
    const whom = subscriberCount(count, recipients);
    offer = (
      <div className="stack">
        <h3 className="newsletter-section__offer">{audienceOffer(count, recipients)}</h3>
        <RecipientsChoice audience={audience} value={recipients} onChange={setRecipients} />
        <NewsletterCompose
          path={panel.path}
          subscribersOnly={subscribersOnly}
          note={note}
          onNoteChange={setNote}
        />
        <div className="button-row">
          {/* Sent, it stays where focus returns from the dialog (aria-disabled: disabled
              would drop focus to the page's start), and offers nothing more. */}
          <button
            type="button"
            className="button button--primary"
            disabled={count === 0}
            aria-disabled={accepted ? true : undefined}
            onClick={() => {
              if (!accepted) setConfirming(true);
            }}
          >
            {accepted ? "E-mail sent" : `E-mail ${whom}`}
          </button>
        </div>
        {confirming ? (
          <Dialog
            title={`E-mail this recipe to ${whom}?`}
            confirmLabel={`Send to ${whom}`}
            // An e-mail cannot be taken back: a reflexive Enter must not send it.
            initialFocus="cancel"
            busy={sending}
            busyLabel="Sending…"
            error={error}
            onConfirm={() => void send(count)}
            onClose={() => setConfirming(false)}
          >
            <p>An e-mail cannot be taken back once it goes out.</p>
          </Dialog>
        ) : null}
        {accepted ? (
          <p role="status" className="newsletter-notice newsletter-notice--success">
            Sending to {subscriberCount(reaching, accepted.recipients)}.
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
      ref={sectionRef}
      tabIndex={-1}
      className="ksection newsletter-section"
      id={SECTION_ID}
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
