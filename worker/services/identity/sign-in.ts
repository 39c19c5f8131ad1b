import type { SignInConfirmResponse } from "@schema/api/identity";
import type { Db, Env } from "../../env";
import { ApiError } from "../../errors";
import { type SiteDatabases, siteDbsOf } from "../../lib/site-databases";
import { restoreAccount } from "../deletion/account-restore";
import { hit, SIGN_IN_PER_EMAIL, signInPerIp } from "../limits/kv-windows";
import { mailerFor } from "../mail/mailer";
import { signInEmail } from "../mail/sign-in-email";
import { platformOrigin, type Site, siteHosts, siteOrigin } from "../sites/lookup";
import { issueMagicLink, LINK_TTL_SECONDS, type MagicLinkRecord } from "./magic-links";
import { createSession, isLiveSession } from "./sessions";
import { currentUserResponse, ensureFreeSubscription, findOrCreateUser } from "./users";

export const PLATFORM_NAME = "Recipe Platform";

type LinkRequest = {
  site: Site | null;
  email: string;
  next: string;
  purpose: "sign-in" | "sign-up";
  subscribe: boolean;
  callbackUrl?: string;
  clientIp: string;
};

/**
 * Where the e-mailed link lands: the callback page of the host the form was on. A callback
 * URL from the client is used only when it points at one of this site's own hosts, so a
 * forged request cannot make us mail a working token to somebody else's domain.
 */
async function callbackOrigin(db: Db, env: Env, site: Site | null, callbackUrl?: string) {
  const fallback = site ? await siteOrigin(db, env, site) : platformOrigin(env);
  if (!callbackUrl) return fallback;
  const url = URL.parse(callbackUrl);
  if (!url) return fallback;
  const allowed = site ? await siteHosts(db, env, site) : [env.PLATFORM_HOST];
  return allowed.includes(url.host) ? url.origin : fallback;
}

/**
 * Sign-in and sign-up both mail a link and answer the same way whether or not the address
 * has an account, so the form cannot be used to find out who has one. The account is made
 * when the link is confirmed.
 */
export async function requestMagicLink(db: Db, env: Env, request: LinkRequest) {
  await hit(env.KV, signInPerIp(env), request.clientIp);
  await hit(env.KV, SIGN_IN_PER_EMAIL, `${request.site?.id ?? "platform"}:${request.email}`);
  const { token, code } = await issueMagicLink(env.KV, {
    email: request.email,
    siteId: request.site?.id ?? null,
    purpose: request.purpose,
    next: request.next,
    subscribe: request.subscribe,
  });
  const origin = await callbackOrigin(db, env, request.site, request.callbackUrl);
  const link = `${origin}/sign-in/callback?${new URLSearchParams({ mgk: token, next: request.next })}`;
  await mailerFor(env).send(
    signInEmail({
      to: request.email,
      link,
      code: code ?? "",
      brand: request.site?.title ?? PLATFORM_NAME,
      isSignUp: request.purpose === "sign-up",
      subscribes: request.subscribe === true && request.site?.newslettersEnabled === true,
      expiresInHours: LINK_TTL_SECONDS / 3600,
    }),
  );
}

/** Turns a spent magic link into a session for the host it was minted for. */
export async function completeSignIn(
  databases: SiteDatabases,
  env: Env,
  site: Site | null,
  record: MagicLinkRecord,
  userAgent: string | null,
): Promise<SignInConfirmResponse> {
  const db = databases.platform;
  // A hop's token from a browser that has been signed out since is as dead as that session.
  if (record.fromSessionId && !(await isLiveSession(db, record.fromSessionId))) {
    throw new ApiError("unauthorized", "Your sign in link has expired");
  }
  // Signing in within a deleted account's 30 days undoes the deletion.
  const { user, restored } = await restoreAccount(
    databases,
    await findOrCreateUser(db, record.email),
  );
  if (site && record.subscribe && site.newslettersEnabled)
    await ensureFreeSubscription(siteDbsOf(databases, site), env, site, user);
  const authToken = await createSession(db, {
    userId: user.id,
    siteId: site?.id ?? null,
    userAgent,
    parentSessionId: record.fromSessionId ?? null,
  });
  const answer = { ...(await currentUserResponse(databases, user, site)), authToken };
  return restored ? { ...answer, restoredAccount: restored } : answer;
}
