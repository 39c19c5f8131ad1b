import { z } from "zod";

/** Secrets start with this, so people and secret scanners can tell what a leaked one is. */
export const API_TOKEN_PREFIX = "rcp_";
/** How much of the secret the token list shows (the prefix and a few characters). */
export const API_TOKEN_SHOWN_CHARS = 12;
/** A person's live tokens at most: enough for every script, few enough to review. */
export const MAX_API_TOKENS = 50;

export const apiTokenAccess = z.enum(["read", "write"]);
export type ApiTokenAccess = z.infer<typeof apiTokenAccess>;

/** POST manage/api-tokens (account area, a session only). */
export const createApiTokenBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Give the token a name")
    .max(80, "Keep the name under 80 characters"),
  access: apiTokenAccess,
  /** The sites it may act on; null: every site the person manages, now or later. */
  siteIds: z.array(z.uuid()).min(1, "Choose at least one site").max(100).nullable(),
});
export type CreateApiTokenInput = z.input<typeof createApiTokenBody>;

export const apiTokenParam = z.object({ tokenId: z.uuid() });

export const apiTokenView = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The first characters of the secret, e.g. "rcp_Xy12Ab3c". */
  prefix: z.string(),
  access: apiTokenAccess,
  /** null: all the person's sites. A site they no longer manage is left out. */
  sites: z.array(z.object({ id: z.uuid(), slug: z.string(), title: z.string() })).nullable(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type ApiTokenView = z.infer<typeof apiTokenView>;

export const apiTokenListResponse = z.object({ tokens: z.array(apiTokenView) });
export type ApiTokenListResponse = z.infer<typeof apiTokenListResponse>;

/** The one answer that holds the secret: it is never shown again. */
export const createdApiTokenResponse = z.object({ token: apiTokenView, secret: z.string() });
export type CreatedApiTokenResponse = z.infer<typeof createdApiTokenResponse>;
