import { useState } from "react";
import { browserStorage } from "../../lib/browser-storage";
import { NEWSLETTER_TEXT, SUBMITTED_KEY, writeFlag } from "../../lib/interactions/newsletter-modal";
import { NewsletterEmailForm } from "./NewsletterEmailForm";

/**
 * The footer's newsletter call (docs/spec/visitor-experience.md §2 Footer): 'Get recipes straight
 * to your inbox!' and an e-mail form that signs up and then says thanks (and, for an address that
 * must confirm, 'Check your inbox to confirm.').
 */
export function FooterNewsletterForm({ defaultEmail }: { defaultEmail?: string }) {
  const [done, setDone] = useState<{ confirmationRequired: boolean } | null>(null);
  return (
    <section className="site-footer__newsletter" aria-labelledby="footer-newsletter-title">
      <h2 id="footer-newsletter-title">{NEWSLETTER_TEXT.footerTitle}</h2>
      {done ? (
        <div className="site-footer__thanks" role="status">
          <p className="site-footer__thanks-title">{NEWSLETTER_TEXT.thanksTitle}</p>
          <p>{NEWSLETTER_TEXT.thanksDetail}</p>
          {done.confirmationRequired ? <p>{NEWSLETTER_TEXT.confirm}</p> : null}
        </div>
      ) : (
        <NewsletterEmailForm
          label="Email address for the newsletter"
          defaultEmail={defaultEmail}
          className="site-footer__form"
          onDone={(outcome) => {
            // Signed up here: the modal need not offer itself again.
            writeFlag(browserStorage("localStorage"), SUBMITTED_KEY);
            setDone(outcome);
          }}
        />
      )}
    </section>
  );
}
