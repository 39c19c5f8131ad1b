import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { CurrentUser } from "../../../../schema/api/identity";
import type { PublicSite } from "../../../../schema/api/public-site";
import {
  browserStorage,
  CLOSED_KEY,
  NEWSLETTER_CLOSE_DELAY_MS,
  NEWSLETTER_OPEN_DELAY_MS,
  NEWSLETTER_TEXT,
  offersNewsletter,
  pageIsBusy,
  readFlag,
  SUBMITTED_KEY,
  shouldAutoOpen,
  writeFlag,
} from "../../lib/interactions/newsletter-modal";
import { Sheet } from "../site/Sheet";
import { NewsletterEmailForm } from "./NewsletterEmailForm";
import {
  closeNewsletterModal,
  openNewsletterModal,
  useNewsletterModalOpen,
} from "./newsletter-modal-store";
import { useFocusWrap } from "./use-focus-wrap";

type Props = {
  site: Pick<PublicSite, "newslettersEnabled">;
  user: Pick<CurrentUser, "isSubscribed" | "email"> | null;
};

/**
 * The newsletter modal (docs/spec/visitor-experience.md §4, §9): opens by itself 4 s after the
 * first page loads, unless this browser already signed up (local flag) or closed it in this session
 * (session flag); the footer's Newsletter button opens it any time. If the reader is busy then
 * (another sheet, dialog or menu open, a step timer in use, typing), it waits and tries again 4 s
 * after the next page. A sign-up stores the flag, thanks the visitor and closes 2 s later; closing
 * stores the session flag. A modal <dialog> (Sheet): focus stays inside, Escape closes, the title
 * labels it.
 */
export function NewsletterModal({ site, user }: Props) {
  const offered = offersNewsletter(site, user);
  const open = useNewsletterModalOpen();
  const [done, setDone] = useState<{ confirmationRequired: boolean } | null>(null);
  const location = useLocation();
  const content = useRef<HTMLDivElement>(null);
  useFocusWrap(content, open);
  const pathname = useRef(location.pathname);
  pathname.current = location.pathname;

  // Once per visit to the site (the layout stays mounted across navigations); again on the
  // next page only when the moment passed while the reader was busy.
  const [attempt, setAttempt] = useState(0);
  const waitsForNextPage = useRef(false);
  useEffect(() => {
    if (!offered) return;
    const timer = window.setTimeout(() => {
      const allowed = shouldAutoOpen({
        submitted: readFlag(browserStorage("localStorage"), SUBMITTED_KEY),
        closed: readFlag(browserStorage("sessionStorage"), CLOSED_KEY),
        // Where the visitor is by then, not where they started.
        pathname: pathname.current,
      });
      if (!allowed) return;
      if (pageIsBusy(document)) waitsForNextPage.current = true;
      else openNewsletterModal();
    }, NEWSLETTER_OPEN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [offered, attempt]);

  useEffect(() => {
    if (!waitsForNextPage.current) return;
    waitsForNextPage.current = false;
    setAttempt((count) => count + 1);
  }, [location.pathname]);

  useEffect(() => {
    if (!done || !open) return;
    const timer = window.setTimeout(closeNewsletterModal, NEWSLETTER_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done, open]);

  const onClose = useCallback(() => {
    writeFlag(browserStorage("sessionStorage"), CLOSED_KEY);
    closeNewsletterModal();
  }, []);

  if (!offered) return null;
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
                  setDone(outcome);
                }}
              />
            </>
          )}
        </div>
      ) : null}
    </Sheet>
  );
}
