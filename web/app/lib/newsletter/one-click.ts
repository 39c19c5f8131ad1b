/**
 * RFC 8058 one-click unsubscribe. A mail provider POSTs `List-Unsubscribe=One-Click` to the
 * List-Unsubscribe address from its own servers: no cookies, and an Origin that is not the
 * site's. Remix refuses a cross-origin POST to a page before any action runs (its CSRF
 * check), so the Pages function answers this one itself; the signed token is the only
 * authority it needs. The pages' own buttons still go to Remix. Two e-mails carry such an
 * address: the newsletter (https://{site}/unsubscribe/{token}) and the reply to a reader's
 * comment (https://{site}/reply-emails/{token}).
 */

const NO_STORE = { "Cache-Control": "private, no-store" };

const segment = encodeURIComponent;

/** Each one-click address on a site, and the API call that stops its e-mails. */
const ADDRESSES = [
  {
    prefix: "/unsubscribe/",
    api: (siteSlug: string, token: string) =>
      `site/${segment(siteSlug)}/unsubscribe/${segment(token)}`,
  },
  {
    prefix: "/reply-emails/",
    api: (_siteSlug: string, token: string) => `comment-reply-emails/${segment(token)}`,
  },
];

const addressOf = (pathname: string) =>
  ADDRESSES.find(({ prefix }) => pathname.startsWith(prefix) && pathname.length > prefix.length);

/** A POST to a one-click address: maybe a one-click, maybe the page's own form. */
export function isUnsubscribePost(request: Request): boolean {
  return request.method === "POST" && addressOf(new URL(request.url).pathname) !== undefined;
}

/**
 * The answer to a one-click POST for the site `siteSlug`, or null when the body is not the
 * one-click one (the page's Unsubscribe and Resubscribe buttons are Remix's to handle).
 */
export async function oneClickUnsubscribe(
  request: Request,
  siteSlug: string,
  api: Pick<Fetcher, "fetch">,
): Promise<Response | null> {
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  if (form?.get("List-Unsubscribe") !== "One-Click") return null;

  const { pathname } = new URL(request.url);
  const address = addressOf(pathname);
  if (!address) return null;
  const raw = pathname.slice(address.prefix.length);
  let token: string;
  try {
    token = decodeURIComponent(raw);
  } catch {
    return new Response("Not found", { status: 404, headers: NO_STORE });
  }
  const response = await api.fetch(`https://api.internal/api/v1/${address.api(siteSlug, token)}`, {
    method: "POST",
    headers: { Accept: "application/json" },
  });
  if (response.ok) return new Response("Unsubscribed", { status: 200, headers: NO_STORE });
  // A tampered or unknown token; anything else is ours, and the provider may try again.
  if (response.status === 404 || response.status === 400) {
    return new Response("Not found", { status: 404, headers: NO_STORE });
  }
  console.error(`One-click unsubscribe: API ${response.status}`);
  return new Response("Please try again later", { status: 503, headers: NO_STORE });
}
