/**
 * Where to go after signing in. Only a path on the current host is accepted: anything that
 * could leave it ("//evil.example", "/\\evil", "https://…", a tab or newline that browsers
 * strip before parsing) falls back to "/".
 */
export function safeNextPath(value: string | null | undefined): string {
  if (!value || value.length > 2048) return "/";
  if (!value.startsWith("/") || value.startsWith("//")) return "/";
  // Backslashes and control characters are how "/\t/evil.example" turns into "//evil.example".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return "/";
  const base = "http://next.invalid";
  let url: URL;
  try {
    // new URL rather than URL.parse: this also runs in the browser (header links).
    url = new URL(value, base);
  } catch {
    return "/";
  }
  if (url.origin !== base) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}

export const CALLBACK_PATH = "/sign-in/callback";

/**
 * A page opened with ?mgk= is a sign-in link (or an account-area link from another host).
 * It is sent to the callback page, which confirms with a POST, and comes back to the same
 * address without the parameter. Returns null when there is nothing to do.
 */
export function mgkRedirect(requestUrl: string): string | null {
  const url = new URL(requestUrl);
  const token = url.searchParams.get("mgk");
  if (!token || url.pathname === CALLBACK_PATH) return null;
  url.searchParams.delete("mgk");
  const next = safeNextPath(`${url.pathname}${url.search}`);
  return `${CALLBACK_PATH}?${new URLSearchParams({ mgk: token, next })}`;
}

/*
 * The links below carry the page being read as `next` without checking it: every page that
 * follows a `next` checks it with safeNextPath first, and the links are built in the browser,
 * where that check would only add weight to every page.
 */

/** A link to the sign-in page that returns here afterwards (no next for the home page). */
export function signInHref(path: "/sign-in" | "/sign-up", returnTo: string): string {
  if (returnTo === "/" || returnTo.startsWith("/sign-in") || returnTo.startsWith("/sign-up")) {
    return path;
  }
  return `${path}?${new URLSearchParams({ next: returnTo })}`;
}

/**
 * Where someone who signs up on the platform host goes when they were not heading anywhere
 * in particular: the first step of making a site. /create sends a person who already runs
 * one (an existing account signing up again) on to the kitchen instead.
 */
export const PLATFORM_WELCOME_PATH = "/create?welcome=1";

/** Sign-up's destination: a platform sign-up from the home page is led on to /create. */
export function signUpNextPath(host: "platform" | "site", next: string): string {
  return host === "platform" && next === "/" ? PLATFORM_WELCOME_PATH : next;
}

/**
 * Where someone who signs in on the platform host goes when they were not heading anywhere:
 * the kitchen, the platform's place of work (it lists their sites, or offers to make one).
 * Readers sign in on the sites they read, and come back where they were.
 */
export const PLATFORM_SIGN_IN_PATH = "/kitchen";

export function signInNextPath(host: "platform" | "site", next: string): string {
  return host === "platform" && next === "/" ? PLATFORM_SIGN_IN_PATH : next;
}

/**
 * The subscribe page, remembering the page the reader was reading (a locked recipe), so the
 * success page after Checkout leads back to it.
 */
export function subscribeHref(returnTo: string): string {
  return returnTo === "/" ? "/subscribe" : `/subscribe?${new URLSearchParams({ next: returnTo })}`;
}
