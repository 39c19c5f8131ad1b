import {
  API_TOKEN_PREFIX,
  API_TOKEN_SHOWN_CHARS,
  type ApiTokenView,
  type CreatedApiTokenResponse,
  type createApiTokenBody,
  MAX_API_TOKENS,
} from "@schema/api/api-tokens";
import { type ApiToken, apiTokens } from "@schema/db/api-tokens";
import { siteMembers, sites } from "@schema/db/sites";
import { type User as SessionUser, users } from "@schema/db/users";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import { ApiError, notFound } from "../../errors";
import type { Db } from "../../lib/db";
import { randomToken, sha256 } from "../../lib/tokens";

/** Writing last_used_at on every call would turn each read into a write; once a minute is enough. */
export const LAST_USED_EVERY_MS = 60 * 1000;

/** What a token lets its bearer do, carried on the request's session. */
export type ApiTokenGrant = {
  id: string;
  access: ApiToken["access"];
  /** null: every site the person manages. */
  siteIds: string[] | null;
};

export const looksLikeApiToken = (secret: string) => secret.startsWith(API_TOKEN_PREFIX);

/** The person's sites by id, for names in the list and to check a new token's scope. */
async function managedSites(db: Db, userId: string) {
  return db
    .select({ id: sites.id, slug: sites.slug, title: sites.title })
    .from(siteMembers)
    .innerJoin(sites, eq(sites.id, siteMembers.siteId))
    .where(eq(siteMembers.userId, userId));
}

type SiteName = { id: string; slug: string; title: string };

function view(token: ApiToken, names: Map<string, SiteName>): ApiTokenView {
  return {
    id: token.id,
    name: token.name,
    prefix: token.prefix,
    access: token.access,
    sites:
      token.siteIds === null
        ? null
        : token.siteIds.flatMap((siteId) => {
            const site = names.get(siteId);
            return site ? [site] : [];
          }),
    createdAt: token.createdAt.toISOString(),
    lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
  };
}

async function sitesById(db: Db, userId: string) {
  const rows = await managedSites(db, userId);
  return new Map(rows.map((site) => [site.id, site]));
}

/** The person's live tokens, newest first. */
export async function listApiTokens(db: Db, user: SessionUser): Promise<ApiTokenView[]> {
  const [rows, names] = await Promise.all([
    db
      .select()
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, user.id), isNull(apiTokens.revokedAt)))
      .orderBy(desc(apiTokens.createdAt)),
    sitesById(db, user.id),
  ]);
  return rows.map((row) => view(row, names));
}

/**
 * A new token for sites the person manages. A site that is not theirs is a 404, as
 * everywhere in the manage API. The secret is in this answer only; the row keeps its hash.
 */
export async function createApiToken(
  db: Db,
  user: SessionUser,
  input: z.output<typeof createApiTokenBody>,
): Promise<CreatedApiTokenResponse> {
  const names = await sitesById(db, user.id);
  const siteIds = input.siteIds === null ? null : [...new Set(input.siteIds)];
  if (siteIds?.some((siteId) => !names.has(siteId))) throw notFound("Site");
  const [live] = await db
    .select({ n: count() })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, user.id), isNull(apiTokens.revokedAt)));
  if ((live?.n ?? 0) >= MAX_API_TOKENS) {
    throw new ApiError("conflict", `You have ${MAX_API_TOKENS} tokens; revoke one first`);
  }
  const secret = `${API_TOKEN_PREFIX}${randomToken()}`;
  const [row] = await db
    .insert(apiTokens)
    .values({
      userId: user.id,
      name: input.name,
      prefix: secret.slice(0, API_TOKEN_SHOWN_CHARS),
      tokenHash: await sha256(secret),
      access: input.access,
      siteIds,
    })
    .returning();
  if (!row) throw new Error("api_tokens insert returned no row");
  return { token: view(row, names), secret };
}

/** Revoking is for good; a token already revoked, or someone else's, is not found. */
export async function revokeApiToken(db: Db, user: SessionUser, tokenId: string, now = new Date()) {
  const revoked = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(
      and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, user.id), isNull(apiTokens.revokedAt)),
    )
    .returning({ id: apiTokens.id });
  if (revoked.length === 0) throw notFound("API token");
}

/** The live token a bearer secret belongs to, with its person; null when unknown or revoked. */
export async function findApiToken(db: Db, secret: string) {
  const [row] = await db
    .select({ token: apiTokens, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, await sha256(secret)), isNull(apiTokens.revokedAt)))
    .limit(1);
  return row ?? null;
}

export const lastUsedIsStale = (lastUsedAt: Date | null, now = new Date()) =>
  lastUsedAt === null || now.getTime() - lastUsedAt.getTime() >= LAST_USED_EVERY_MS;

export async function touchApiToken(db: Db, tokenId: string, now = new Date()) {
  await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, tokenId));
}
