import { z } from "zod";

import { EMAIL_PATTERN, INVALID_EMAIL_MESSAGE } from "./email-pattern";

/**
 * What no mail system delivers, refused on the server only (the browser's pattern stays short,
 * for the pages' weight; the form shows the server's answer): an empty part between dots
 * ("example..com", ".cook@", "cook.@"), and the characters an address may hold only within
 * quotes, which no sign-up form sends.
 */
const UNDELIVERABLE = /(^|[.@])\.|\.($|@)|[<>()[\]\\,;:"]/;

export const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, INVALID_EMAIL_MESSAGE)
  .regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE)
  .refine((value) => !UNDELIVERABLE.test(value), INVALID_EMAIL_MESSAGE);

export const uuid = z.uuid();

export const slug = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lowercase letters, digits and single dashes");

/** Where to go after signing in: a path on the same host, never another origin. */
export const nextPath = z
  .string()
  .max(2048)
  .optional()
  .transform((value) =>
    // Browsers drop tabs and newlines from URLs ("/\t/evil.example" becomes "//evil.example"),
    // so control characters are refused along with "//" and backslashes.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
    value && /^\/(?!\/)/.test(value) && !/[\\\u0000-\u001f\u007f]/.test(value) ? value : "/",
  );

export const siteSlugParam = z.object({ siteSlug: slug });

/**
 * The ETag of a resource versioned by its last save's moment (a recipe, a collection): its
 * `updatedAt`, quoted. Clients that kept the resource send this back as If-Match.
 */
export const updatedAtTag = (updatedAt: string) => `"${updatedAt}"`;

/**
 * A conditional save's header: the `ETag` the caller read the resource with. The save
 * answers 412 `edited_elsewhere` when the resource changed since (worker/lib/preconditions.ts).
 */
export const ifMatchHeader = z.object({
  "if-match": z
    .string()
    .max(1000)
    .optional()
    .describe(
      "The ETag this save is based on: 412 edited_elsewhere when the resource changed since",
    ),
});
