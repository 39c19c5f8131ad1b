import type { NewsletterRecipients } from "@schema/api/newsletter-recipients";
import { CheckboxField } from "../shared/Fields";
import { MailingAddressMissing } from "./MailingAddressMissing";
import { NewsletterCompose } from "./NewsletterCompose";
import { audienceOffer, recipientsCount } from "./newsletter-text";
import { RecipientsChoice } from "./RecipientsChoice";
import type { NewsletterPanel } from "./use-newsletter-panel";

type Props = {
  panel: NewsletterPanel;
  siteSlug: string;
  subscribersOnly: boolean;
  send: boolean;
  onSendChange(send: boolean): void;
  note: string;
  onNoteChange(note: string): void;
  recipients: NewsletterRecipients;
  onRecipientsChange(recipients: NewsletterRecipients): void;
  /** Saves the draft's pending edits, so the preview and the test show them. */
  saveFirst(): Promise<boolean>;
};

/**
 * The publish dialog's offer: "E-mail this recipe to N subscribers", with the note, a
 * preview (of the draft as saved) and a test. Not ticked by default: publishing stays a
 * quiet act unless the author asks for the e-mail.
 */
export function PublishNewsletterOption({
  panel,
  siteSlug,
  subscribersOnly,
  send,
  onSendChange,
  note,
  onNoteChange,
  recipients,
  onRecipientsChange,
  saveFirst,
}: Props) {
  const { audience } = panel;
  if (!audience) {
    return (
      <p className="subdued small">
        The newsletter could not be reached: this recipe can be e-mailed later from its editor.
      </p>
    );
  }
  if (!audience.mailingAddress) return <MailingAddressMissing siteSlug={siteSlug} />;
  if (audience.count === 0) {
    return <p className="subdued small">You have no subscribers to e-mail this recipe to yet.</p>;
  }
  return (
    <div className="stack">
      <CheckboxField
        label={audienceOffer(recipientsCount(audience, recipients), recipients)}
        hint="They get the recipe by e-mail as soon as it is published."
        checked={send}
        onChange={onSendChange}
      />
      {send ? (
        <RecipientsChoice audience={audience} value={recipients} onChange={onRecipientsChange} />
      ) : null}
      {send ? (
        <NewsletterCompose
          path={panel.path}
          subscribersOnly={subscribersOnly}
          note={note}
          onNoteChange={onNoteChange}
          saveFirst={saveFirst}
        />
      ) : null}
    </div>
  );
}
