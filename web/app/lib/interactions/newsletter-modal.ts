/**
 * The newsletter modal's rules (docs/spec/visitor-experience.md §4 "Newsletter modal", §9): it
 * opens 4 s after the page loads unless this browser already submitted the form (local storage) or
 * closed the modal in this session (session storage; docs/spec/visitor-experience.md §9 leaves open
 * whether that flag is read: reading it is the respectful choice), and closes 2 s after a
 * successful sign-up. It never covers what the reader is in the middle of (pageIsBusy): then it
 * waits for the next page.
 */
export const NEWSLETTER_OPEN_DELAY_MS = 4000;
export const NEWSLETTER_CLOSE_DELAY_MS = 2000;
export const SUBMITTED_KEY = "hasSubmittedNewsletterForm";
export const CLOSED_KEY = "hasClosedPopup";

export const NEWSLETTER_TEXT = {
  title: "Get notified about new recipes",
  lead: "Sign up below to be added to our mailing list!",
  thanksTitle: "Thanks for subscribing!",
  thanksDetail: "You'll receive our latest recipes and cooking tips soon.",
  footerTitle: "Get recipes straight to your inbox!",
  /** Double opt-in: added to the thanks when the address must confirm. */
  confirm: "Check your inbox to confirm.",
} as const;

type StorageLike = Pick<Storage, "getItem" | "setItem">;

/** Storage can throw (private modes, blocked cookies): a failure reads as "not set". */
export function readFlag(storage: StorageLike | null | undefined, key: string): boolean {
  try {
    return Boolean(storage?.getItem(key));
  } catch {
    return false;
  }
}

export function writeFlag(storage: StorageLike | null | undefined, key: string): void {
  try {
    storage?.setItem(key, "true");
  } catch {
    // Not remembered: the modal may offer itself again next time, nothing worse.
  }
}

/** Pages where an unasked-for sign-up prompt would be in the way of what the visitor is doing. */
const QUIET_PATHS = ["/subscribe", "/sign-in", "/sign-up"];

export function shouldAutoOpen(input: {
  submitted: boolean;
  closed: boolean;
  pathname: string;
}): boolean {
  if (input.submitted || input.closed) return false;
  return !QUIET_PATHS.some(
    (path) => input.pathname === path || input.pathname.startsWith(`${path}/`),
  );
}

/**
 * What the pop-up must not open over: another sheet or dialog, an open menu (the share menu,
 * the account menu), a step timer in use.
 */
const BUSY_SELECTOR =
  "dialog[open],details[open].share-menu,.account-menu [aria-expanded=true],.step-timer--active";

/** Fields where the reader types (not buttons, boxes or the like). */
const TYPING_SELECTOR =
  "textarea,select,[contenteditable=true],input:not([type=button],[type=submit],[type=reset],[type=checkbox],[type=radio],[type=range],[type=file],[type=image])";

/** Whether the reader is busy with something an unasked-for pop-up would cover or interrupt. */
export function pageIsBusy(doc: Pick<Document, "querySelector" | "activeElement">): boolean {
  if (doc.querySelector(BUSY_SELECTOR)) return true;
  return Boolean(doc.activeElement?.matches(TYPING_SELECTOR));
}

/**
 * docs/spec/visitor-experience.md §5: a trimmed empty e-mail is ignored; no format check beyond the
 * input's type.
 */
export function newsletterEmail(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

/**
 * Spec: the footer form and the modal are only for visitors who could still subscribe: on a
 * site with newsletters, never for a signed-in subscriber.
 */
export function offersNewsletter(
  site: { newslettersEnabled: boolean } | null,
  user: { isSubscribed: boolean } | null,
): boolean {
  return Boolean(site?.newslettersEnabled) && !user?.isSubscribed;
}

/**
 * The pop-up asks only readers: the site's owner and managers open their own site all day
 * (View site opens a new tab, with a fresh "closed" flag each time), and are not its audience.
 * The footer's form stays: it is part of the page they are checking.
 */
export function popsUpNewsletter(
  site: { newslettersEnabled: boolean } | null,
  user: { isSubscribed: boolean; managesSite: boolean } | null,
): boolean {
  return offersNewsletter(site, user) && !user?.managesSite;
}
