import { ApiError } from "../../errors";

/**
 * Fixed-window counters in KV, for the long windows (15 minutes) that guard e-mail sending:
 * sign-in links and codes, subscription and newsletter confirmations. KV is eventually
 * consistent across locations and has no atomic increment, so a burst can slip a few
 * requests past the limit; for mail that is acceptable (the mailbox owner still has to
 * click). Bursts on everything people do on sites are counted by the Workers Rate Limiting
 * binding instead (services/limits/abuse.ts), whose window is at most a minute.
 */
export type Limit = { name: string; max: number; windowSeconds: number };

export const SIGN_IN_PER_EMAIL: Limit = { name: "sign-in-email", max: 5, windowSeconds: 15 * 60 };
export const SIGN_IN_PER_IP: Limit = { name: "sign-in-ip", max: 30, windowSeconds: 15 * 60 };

/**
 * The per-IP sign-in limit, raised by SIGN_IN_IP_LIMIT where one address is many people: the
 * local browser suite, whose every reader and creator signs in from 127.0.0.1 (a hundred
 * sign-ins in a quarter of an hour). Production leaves it unset.
 */
export function signInPerIp(env: { SIGN_IN_IP_LIMIT?: string }): Limit {
  const max = Number(env.SIGN_IN_IP_LIMIT);
  return Number.isInteger(max) && max > 0 ? { ...SIGN_IN_PER_IP, max } : SIGN_IN_PER_IP;
}
export const CODE_ATTEMPTS_PER_EMAIL: Limit = {
  name: "code-email",
  max: 10,
  windowSeconds: 15 * 60,
};

/** Newsletters per site: enough for any real schedule, a wall against a runaway script. */
export const NEWSLETTER_SENDS_PER_SITE: Limit = {
  name: "newsletter-sends",
  max: 20,
  windowSeconds: 3600,
};
/** Test copies a manager mails to themself: a newsletter's, the welcome e-mail's. */
export const TEST_SENDS_PER_USER: Limit = {
  name: "newsletter-test-sends",
  max: 20,
  windowSeconds: 3600,
};

/**
 * Recipe gifts (services/gifts): each one mails a stranger. A giver's monthly allowance is
 * a few; these catch a script trying addresses (every attempt counts, refused ones too) and
 * one address being showered with gifts from many givers.
 */
export const GIFT_ATTEMPTS_PER_GIVER: Limit = { name: "gift-giver", max: 10, windowSeconds: 3600 };
export const GIFTS_PER_RECIPIENT: Limit = {
  name: "gift-recipient",
  max: 3,
  windowSeconds: 24 * 3600,
};

/**
 * Team invitations (services/team): each mails an address the owner typed. An owner invites
 * a handful of people; these catch a script or a stolen session using the site to mail
 * strangers (every attempt counts, refused ones too), and one address being sent invitations
 * from many sites.
 */
export const TEAM_INVITATIONS_PER_SITE: Limit = {
  name: "team-invitation-site",
  max: 20,
  windowSeconds: 3600,
};
export const TEAM_INVITATIONS_PER_ADDRESS: Limit = {
  name: "team-invitation-address",
  max: 5,
  windowSeconds: 24 * 3600,
};

/**
 * The comment e-mails (services/comments): each mails someone about another person's words,
 * so one person posting fast must not flood anyone's inbox. A replier mails one reader about
 * replies a few times an hour; a commenter mails a site's people a few times an hour. What
 * goes over is still on the page and in the kitchen's list; only the e-mail is skipped.
 */
export const REPLY_MAILS_PER_REPLIER_AND_READER: Limit = {
  name: "reply-mail",
  max: 3,
  windowSeconds: 3600,
};
export const COMMENT_NOTICES_PER_COMMENTER: Limit = {
  name: "comment-notice",
  max: 5,
  windowSeconds: 3600,
};

/**
 * The e-mail to a site's people about a reader's free subscription
 * (services/subscribers/notice-mail.ts): subscribing and leaving again and again must not
 * flood them. Paid plans cost the reader money each time, so they are not counted.
 */
export const FREE_SUBSCRIBER_NOTICES_PER_READER: Limit = {
  name: "free-subscriber-notice",
  max: 2,
  windowSeconds: 24 * 3600,
};

/** For work no one waits on (a queued e-mail): whether it may go, counted if it may. */
export async function allowed(kv: KVNamespace, limit: Limit, subject: string, now = Date.now()) {
  try {
    await hit(kv, limit, subject, now);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.code === "rate_limited") return false;
    throw error;
  }
}

export async function hit(kv: KVNamespace, limit: Limit, subject: string, now = Date.now()) {
  const window = Math.floor(now / 1000 / limit.windowSeconds);
  const key = `rl:${limit.name}:${subject}:${window}`;
  const count = Number((await kv.get(key)) ?? "0");
  const retryAfter = (window + 1) * limit.windowSeconds - Math.floor(now / 1000);
  if (count >= limit.max) {
    throw new ApiError(
      "rate_limited",
      "Too many attempts. Please wait a few minutes and try again.",
      undefined,
      Math.max(1, retryAfter),
    );
  }
  // KV's minimum TTL is 60 s; the key outlives its window by at most that.
  await kv.put(key, String(count + 1), { expirationTtl: Math.max(60, retryAfter) });
}
