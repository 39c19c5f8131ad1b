import { ApiError } from "../../errors";
import { randomCode, randomToken, sameDigest, sha256 } from "../../lib/tokens";

/**
 * Magic-link tokens (docs/architecture.md §3). Only the SHA-256 of a token is stored, as a KV key
 * with a TTL. A link keeps working for a short window after its first use, because people
 * open the same mail on two devices and some mail clients open links twice; after that it
 * is dead. A single-use token (crossing hosts) dies on first use.
 */
export const LINK_TTL_SECONDS = 24 * 3600;
export const REUSE_WINDOW_MS = 10 * 60 * 1000;
export const SINGLE_USE_TTL_SECONDS = 5 * 60;
const MAX_CODE_ATTEMPTS = 5;

export type MagicLinkPurpose = "sign-in" | "sign-up" | "single-use";

export type MagicLinkRecord = {
  email: string;
  /** The site whose session the token creates; null for the platform host. */
  siteId: string | null;
  purpose: MagicLinkPurpose;
  next: string;
  subscribe: boolean;
  /** A single-use token's maker: the session it signs in is that one's child (sessions.ts). */
  fromSessionId?: string;
  createdAt: number;
  firstUsedAt?: number;
};

type CodeRecord = { codeHash: string; tokenHash: string; attempts: number };

const linkKey = (tokenHash: string) => `mgk:${tokenHash}`;
const codeKey = async (siteId: string | null, email: string) =>
  `otc:${siteId ?? "platform"}:${await sha256(email)}`;

const expired = () => new ApiError("unauthorized", "Your sign in link has expired");

export async function issueMagicLink(
  kv: KVNamespace,
  record: Omit<MagicLinkRecord, "createdAt" | "firstUsedAt">,
  now = Date.now(),
): Promise<{ token: string; code: string | null }> {
  const token = randomToken();
  const tokenHash = await sha256(token);
  const singleUse = record.purpose === "single-use";
  const ttl = singleUse ? SINGLE_USE_TTL_SECONDS : LINK_TTL_SECONDS;
  await kv.put(linkKey(tokenHash), JSON.stringify({ ...record, createdAt: now }), {
    expirationTtl: ttl,
  });
  if (singleUse) return { token, code: null };
  // The newest e-mail's code replaces any earlier one for this address and host.
  const code = randomCode();
  const codeRecord: CodeRecord = { codeHash: await sha256(code), tokenHash, attempts: 0 };
  await kv.put(await codeKey(record.siteId, record.email), JSON.stringify(codeRecord), {
    expirationTtl: ttl,
  });
  return { token, code };
}

/**
 * Whether a link (by its token) or the latest code for an address asks to subscribe the
 * person, read without spending either: a sign-up on a site that is moving databases is
 * turned away before its link is used, so the same link works once the move is done.
 */
export async function linkSubscribes(
  kv: KVNamespace,
  siteId: string,
  by: { token: string } | { email: string },
): Promise<boolean> {
  let tokenHash: string | undefined;
  if ("token" in by) tokenHash = await sha256(by.token);
  else tokenHash = (await kv.get<CodeRecord>(await codeKey(siteId, by.email), "json"))?.tokenHash;
  if (!tokenHash) return false;
  const record = await kv.get<MagicLinkRecord>(linkKey(tokenHash), "json");
  return record?.siteId === siteId && record.subscribe;
}

/** Spends a link token for the given host scope, or throws 401. */
export async function consumeMagicLink(
  kv: KVNamespace,
  token: string,
  siteId: string | null,
  now = Date.now(),
): Promise<MagicLinkRecord> {
  return consumeByHash(kv, await sha256(token), siteId, now);
}

/** Spends the one-time code of the latest e-mail sent to this address for this host. */
export async function consumeSignInCode(
  kv: KVNamespace,
  email: string,
  code: string,
  siteId: string | null,
  now = Date.now(),
): Promise<MagicLinkRecord> {
  const key = await codeKey(siteId, email);
  const record = await kv.get<CodeRecord>(key, "json");
  if (!record) throw new ApiError("unauthorized", "That code has expired");
  if (!sameDigest(record.codeHash, await sha256(code))) {
    const attempts = record.attempts + 1;
    if (attempts >= MAX_CODE_ATTEMPTS) await kv.delete(key);
    else await kv.put(key, JSON.stringify({ ...record, attempts }), { expirationTtl: 3600 });
    throw new ApiError("unauthorized", "That code is not right");
  }
  await kv.delete(key);
  return consumeByHash(kv, record.tokenHash, siteId, now);
}

async function consumeByHash(
  kv: KVNamespace,
  tokenHash: string,
  siteId: string | null,
  now: number,
): Promise<MagicLinkRecord> {
  const key = linkKey(tokenHash);
  const record = await kv.get<MagicLinkRecord>(key, "json");
  // A token minted for one host never signs in on another.
  if (!record || record.siteId !== siteId) throw expired();

  if (record.purpose === "single-use") {
    await kv.delete(key);
    return record;
  }
  if (record.firstUsedAt !== undefined) {
    if (now - record.firstUsedAt > REUSE_WINDOW_MS) {
      await kv.delete(key);
      throw expired();
    }
    return record;
  }
  const used: MagicLinkRecord = { ...record, firstUsedAt: now };
  const remainingSeconds = Math.ceil((record.createdAt + LINK_TTL_SECONDS * 1000 - now) / 1000);
  const windowSeconds = Math.ceil(REUSE_WINDOW_MS / 1000);
  await kv.put(key, JSON.stringify(used), {
    // KV needs at least 60 s; the reuse check above still enforces the exact window.
    expirationTtl: Math.max(60, Math.min(remainingSeconds, windowSeconds)),
  });
  return used;
}
