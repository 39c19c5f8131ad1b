import { authSessions } from "@schema/db/users";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { sha256 } from "../lib/tokens";
import { call, db } from "./factories";

/**
 * A session signed in on another host with a single-use token that `from` mints (the `mgk`
 * hop: a site's account menu into the account area, the account area or kitchen onto a
 * site). The new session is `from`'s child (services/identity/sessions.ts).
 */
export async function hop(from: string, siteSlug?: string): Promise<string> {
  const minted = await call("POST", "/manage/single-use-tokens", {
    token: from,
    json: siteSlug ? { siteSlug } : {},
  });
  expect(minted.status).toBe(200);
  const confirmed = await call("POST", signInPath(minted.body.singleUseToken, siteSlug));
  expect(confirmed.status).toBe(200);
  return confirmed.body.authToken as string;
}

/** Where a single-use token is spent: the site's sign-in, or the platform's. */
export const signInPath = (token: string, siteSlug?: string) =>
  siteSlug ? `/site/${siteSlug}/sign-in/${token}` : `/manage/sign-in/${token}`;

/** Whether a token still signs its person in, asked on the host it belongs to. */
export async function signedInOn(token: string, siteSlug?: string): Promise<boolean> {
  const path = siteSlug ? `/site/${siteSlug}/current-user` : "/manage/current-user";
  const { status } = await call("GET", path, { token });
  if (status !== 200 && status !== 401) throw new Error(`current-user answered ${status}`);
  return status === 200;
}

/** The id of the session a token holds (what manage/sessions names it by). */
export async function sessionIdOf(token: string): Promise<string> {
  const [row] = await db()
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(eq(authSessions.tokenHash, await sha256(token)));
  return row?.id ?? "";
}
