import { CALLBACK_PATH, safeNextPath } from "./next-path";

/**
 * The sign-in hop across a site's two addresses (docs/architecture.md §2). Once a custom domain is
 * active the `{slug}.` subdomain redirects there (subdomain-redirect.ts), but sessions live in a
 * cookie per host: a reader signed in on the subdomain would land signed out. So a request that
 * carries a session gets, instead of the shared 301, its own 302 to the custom domain's sign-in
 * callback with a single-use token (five minutes, spent on first use, good only for this site),
 * which the callback page turns into a session there and then goes on to the page that was asked
 * for.
 */

export type HopApi = { fetch(input: string, init?: RequestInit): Promise<Response> };

/** Where the hop lands: the canonical host's callback, coming back to the asked-for page. */
export function hopLocation(redirectLocation: string, singleUseToken: string): string {
  const target = new URL(redirectLocation);
  const next = safeNextPath(`${target.pathname}${target.search}`);
  const query = new URLSearchParams({ mgk: singleUseToken, next });
  return `${target.origin}${CALLBACK_PATH}?${query}`;
}

/**
 * The response for a signed-in reader on the old address: the hop, or the plain redirect
 * when the session is no longer good (they arrive signed out, as they would anyway).
 */
export async function signInHop(
  redirect: Response,
  site: { slug: string },
  sessionToken: string | null,
  api: HopApi,
): Promise<Response> {
  const location = redirect.headers.get("Location");
  if (!sessionToken || !location) return redirect;
  const minted = await api.fetch("https://api.internal/api/v1/manage/single-use-tokens", {
    method: "POST",
    headers: { Authorization: `Bearer ${sessionToken}`, "Content-Type": "application/json" },
    body: JSON.stringify({ siteSlug: site.slug }),
  });
  if (!minted.ok) {
    if (minted.status >= 500) console.error(`Sign-in hop token failed: ${minted.status}`);
    return redirect;
  }
  const { singleUseToken } = (await minted.json()) as { singleUseToken: string };
  return new Response(null, {
    status: 302,
    headers: {
      Location: hopLocation(location, singleUseToken),
      // One person's token: never stored by the browser or anything in between.
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
}
