import type { CurrentUser } from "@schema/api/identity";
import { useRef } from "react";
import { browserStorage } from "../../lib/browser-storage";
import { NEWSLETTER_TEXT, SUBMITTED_KEY, writeFlag } from "../../lib/interactions/newsletter-modal";
import { useFocusWrap } from "../../lib/use-focus-wrap";
import { Sheet } from "../site/Sheet";
import { NewsletterEmailForm } from "./NewsletterEmailForm";

export type NewsletterDone = { confirmationRequired: boolean };

export type NewsletterDialogProps = {
  open: boolean;
  onClose: () => void;
  user: Pick<CurrentUser, "email"> | null;
  /** The sign-up's outcome once the visitor signed up: the dialog thanks them. */
  done: NewsletterDone | null;
  onDone: (outcome: NewsletterDone) => void;
};

/**
 * The newsletter modal's dialog: the form, then the thanks. Fetched by NewsletterModal the
 * first time the modal opens, so no page carries it before a visitor meets it. A modal
 * <dialog> (Sheet): focus stays inside, Escape closes, the title labels it.
 */
export function NewsletterDialog({ open, onClose, user, done, onDone }: NewsletterDialogProps) {
  const content = useRef<HTMLDivElement>(null);
  useFocusWrap(content, open);
  return (
    <Sheet open={open} onClose={onClose} title={NEWSLETTER_TEXT.title} variant="dialog">
      {/* Only while open: a closed dialog's form would still be found by label on every page. */}
      {open ? (
        <div className="newsletter-modal" ref={content}>
          {done ? (
            <div className="newsletter-modal__thanks" role="status">
              <p className="newsletter-modal__thanks-title">{NEWSLETTER_TEXT.thanksTitle}</p>
              <p>{NEWSLETTER_TEXT.thanksDetail}</p>
              {done.confirmationRequired ? <p>{NEWSLETTER_TEXT.confirm}</p> : null}
            </div>
          ) : (
            <>
              <p className="newsletter-modal__lead">{NEWSLETTER_TEXT.lead}</p>
              <NewsletterEmailForm
                label="Email address"
                defaultEmail={user?.email}
                onDone={(outcome) => {
                  writeFlag(browserStorage("localStorage"), SUBMITTED_KEY);
                  onDone(outcome);
                }}
              />
            </>
          )}
        </div>
      ) : null}
    </Sheet>
  );
}
