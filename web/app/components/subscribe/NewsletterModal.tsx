import { useLocation } from "@remix-run/react";
import type { CurrentUser } from "@schema/api/identity";
import type { PublicSite } from "@schema/api/public-site";
import { type ComponentType, useCallback, useEffect, useRef, useState } from "react";
import { browserStorage } from "../../lib/browser-storage";
import {
  CLOSED_KEY,
  NEWSLETTER_CLOSE_DELAY_MS,
  NEWSLETTER_OPEN_DELAY_MS,
  offersNewsletter,
  pageIsBusy,
  popsUpNewsletter,
  readFlag,
  SUBMITTED_KEY,
  shouldAutoOpen,
  writeFlag,
} from "../../lib/interactions/newsletter-modal";
import type { NewsletterDialogProps, NewsletterDone } from "./NewsletterDialog";
import {
  closeNewsletterModal,
  openNewsletterModal,
  useNewsletterModalOpen,
} from "./newsletter-modal-store";

type Props = {
  site: Pick<PublicSite, "newslettersEnabled">;
  user: Pick<CurrentUser, "isSubscribed" | "email" | "managesSite"> | null;
};

/**
 * The newsletter modal (docs/spec/visitor-experience.md §4, §9): opens by itself 4 s after the
 * first page loads, unless this browser already signed up (local flag) or closed it in this session
 * (session flag); the footer's Newsletter button opens it any time. If the reader is busy then
 * (another sheet, dialog or menu open, a step timer in use, typing), it waits and tries again 4 s
 * after the next page. A sign-up stores the flag, thanks the visitor and closes 2 s later; closing
 * stores the session flag. Every page carries only this timer; the dialog itself
 * (NewsletterDialog) is fetched the first time the modal opens.
 */
export function NewsletterModal({ site, user }: Props) {
  const offered = offersNewsletter(site, user);
  // The footer's button opens it for anyone offered it; only readers get it unasked.
  const popsUp = popsUpNewsletter(site, user);
  const open = useNewsletterModalOpen();
  const [done, setDone] = useState<NewsletterDone | null>(null);
  const [Dialog, setDialog] = useState<ComponentType<NewsletterDialogProps> | null>(null);
  const location = useLocation();
  const pathname = useRef(location.pathname);
  pathname.current = location.pathname;

  // Once per visit to the site (the layout stays mounted across navigations); again on the
  // next page only when the moment passed while the reader was busy.
  const [attempt, setAttempt] = useState(0);
  const waitsForNextPage = useRef(false);
  useEffect(() => {
    if (!popsUp) return;
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
  }, [popsUp, attempt]);

  useEffect(() => {
    if (!waitsForNextPage.current) return;
    waitsForNextPage.current = false;
    setAttempt((count) => count + 1);
  }, [location.pathname]);

  // The dialog's code, fetched once when it first opens; a failed fetch leaves it closed (the
  // footer's form and the subscribe page still sign a visitor up).
  useEffect(() => {
    if (!open || Dialog) return;
    import("./NewsletterDialog").then(
      (module) => setDialog(() => module.NewsletterDialog),
      () => closeNewsletterModal(),
    );
  }, [open, Dialog]);

  useEffect(() => {
    if (!done || !open) return;
    const timer = window.setTimeout(closeNewsletterModal, NEWSLETTER_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done, open]);

  const onClose = useCallback(() => {
    writeFlag(browserStorage("sessionStorage"), CLOSED_KEY);
    closeNewsletterModal();
  }, []);

  if (!offered || !Dialog) return null;
  return <Dialog open={open} onClose={onClose} user={user} done={done} onDone={setDone} />;
}
