import { data } from "@remix-run/cloudflare";

/**
 * Every creator site is a subdomain of the platform host, so they are all "same-site" to
 * each other and SameSite=Lax cookies do travel with a form posted from one site to another.
 * Actions that use or set the session therefore also check the Origin header: a browser
 * always sends it on a POST, and it must be this host.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get("Origin");
  // No Origin: not a browser form post (curl, tests); the cookie protections still apply.
  if (origin === null) return;
  if (origin !== new URL(request.url).origin) {
    // data(), not a Response: with single fetch a thrown plain Response from an action
    // surfaced as a 500 instead of the 403 it is.
    throw data("Forbidden", { status: 403 });
  }
}
