import { parseCookies, serializeCookie } from "./cookie";

/**
 * The visitor's auth token lives in an HttpOnly cookie on the host they are on (each site
 * and the platform have their own), so page scripts can never read it.
 */
export const SESSION_COOKIE = "rp_session";
const MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

const isHttps = (request: Request) => new URL(request.url).protocol === "https:";

export function readSessionToken(request: Request): string | null {
  const token = parseCookies(request.headers.get("Cookie"))[SESSION_COOKIE];
  return token ? token : null;
}

/** A Set-Cookie value that stores the token. */
export function sessionCookie(request: Request, token: string): string {
  return serializeCookie(SESSION_COOKIE, token, {
    maxAge: MAX_AGE_SECONDS,
    path: "/",
    httpOnly: true,
    // Plain http only happens in local development (http://localhost:8788).
    secure: isHttps(request),
    sameSite: "Lax",
  });
}

/** A Set-Cookie value that removes the token. */
export function clearSessionCookie(request: Request): string {
  return serializeCookie(SESSION_COOKIE, "", {
    maxAge: 0,
    path: "/",
    httpOnly: true,
    secure: isHttps(request),
    sameSite: "Lax",
  });
}
