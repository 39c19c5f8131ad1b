import { type OptOutSigningEnv, optOutToken, verifyOptOutToken } from "../../lib/opt-out-token";

/**
 * The per-recipient unsubscribe token of a newsletter (lib/opt-out-token.ts), scoped to the
 * site: it can only turn that one subscription's newsletter off and on, on that one site.
 */

const scope = (siteId: string) => `unsubscribe:${siteId}`;

export const unsubscribeToken = (
  env: OptOutSigningEnv,
  siteId: string,
  subscriptionId: string,
): Promise<string> => optOutToken(env, scope(siteId), subscriptionId);

/** The subscription a token was issued for on this site, or null for anything else. */
export const verifyUnsubscribeToken = (
  env: OptOutSigningEnv,
  siteId: string,
  token: string,
): Promise<string | null> => verifyOptOutToken(env, scope(siteId), token);
