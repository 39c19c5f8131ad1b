import type { SignedInBrowser } from "@schema/api/sessions";

/**
 * The Profile page's "Where you're signed in" (GET manage/sessions, DELETE
 * manage/sessions/{sessionId}): the Sign out form's intent, and how an entry is said.
 */
export const SIGN_OUT_BROWSER_INTENT = "sign-out-browser";

/** "Chrome on macOS"; "Safari" or "A browser on iOS" when half is unknown. */
export function browserLabel({ browser, os }: Pick<SignedInBrowser, "browser" | "os">): string {
  if (browser && os) return `${browser} on ${os}`;
  if (browser) return browser;
  if (os) return `A browser on ${os}`;
  return "An unknown browser";
}

/** More sites than this are counted, not named: the entry says where, briefly. */
const SITES_NAMED = 3;

/** "On this platform, Zesty Bakes and Alpine Soups"; "On Zesty Bakes and 4 more sites". */
export function whereLabel({ platform, sites }: Pick<SignedInBrowser, "platform" | "sites">) {
  const titles = sites.map((site) => site.title);
  const named = titles.length > SITES_NAMED + 1 ? titles.slice(0, SITES_NAMED) : titles;
  const more = titles.length - named.length;
  const places = [
    ...(platform ? ["this platform"] : []),
    ...named,
    ...(more > 0 ? [`${more} more sites`] : []),
  ];
  if (places.length === 0) return "";
  const last = places.pop();
  return `On ${places.length ? `${places.join(", ")} and ${last}` : last}`;
}

export const SIGNED_OUT_BROWSER_MESSAGE =
  "Signed out. That device is signed out everywhere the next time it opens a page.";

export const BROWSER_NOT_FOUND_MESSAGE =
  "That sign-in was not found. The list below is where you are signed in now.";
