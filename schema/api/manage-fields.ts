import { z } from "zod";
import { richTextSchema } from "../content/rich-text";

/**
 * Field shapes shared by the kitchen's write calls (recipes, collections, site settings).
 * The kitchen forms validate with the same zod shapes the API does, so a message shown
 * beside a field is the one the server would answer with.
 */

export const INVALID_URL_MESSAGE = "Invalid URL";

// "Look like http(s) or www addresses" (docs/spec/platform-and-kitchen.md §5): a scheme or www.,
// then a host with a dot or a port-bearing localhost, and no spaces. A bare host with a lettered
// top-level domain ("example.com/shop") is what people copy from an address bar without its
// scheme, so it passes too. javascript:, data: and friends fail.
const WEB_ADDRESS =
  /^(?:https?:\/\/(?:[^\s/?#.]+\.)+[^\s/?#.]+|https?:\/\/localhost|www\.[^\s/?#.]+(?:\.[^\s/?#.]+)+|(?:[a-z0-9-]+\.)+[a-z]{2,})(?::\d{1,5})?(?:[/?#]\S*)?$/i;

export const isWebAddress = (value: string) => WEB_ADDRESS.test(value);

/**
 * A web address as it is stored: one typed without a scheme ("www.example.com") gets https://.
 * Stored bare, a browser reads it as a path on the site itself, so public pages would link to
 * a missing page (or drop it); the kitchen's rich-text link dialog does the same (link-href.ts).
 */
export const withWebScheme = (value: string) =>
  /^https?:\/\//i.test(value) ? value : `https://${value}`;

/** A link to somewhere on the web, stored with its scheme. */
export const linkUrl = z
  .string()
  .trim()
  .max(2048, INVALID_URL_MESSAGE)
  .refine(isWebAddress, INVALID_URL_MESSAGE)
  .overwrite(withWebScheme);

/** An id of a video on a video-sharing service: letters, digits, dash and underscore. */
export const videoId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "Use the video's id, not its address");

/**
 * A rich-text field. D1 caps a row at 2 MB, and a recipe row holds several of these: each
 * document stays far below, so an overlong paste is a field issue rather than a failed save.
 */
export const MAX_RICH_TEXT_CHARS = 200_000;
export const boundedRichText = richTextSchema.refine(
  (doc) => JSON.stringify(doc).length <= MAX_RICH_TEXT_CHARS,
  "This text is too long",
);
export const optionalRichText = boundedRichText.nullable().optional();

export const imageCrop = z.object({
  width: z.number().finite().positive(),
  height: z.number().finite().positive(),
  x: z.number().finite().nonnegative(),
  y: z.number().finite().nonnegative(),
});

/**
 * A list of ids with no repeats. A repeat would break the (owner, id) primary key of the
 * join table it lands in, so it is a field issue on the second occurrence, not a 500.
 */
export const idList = (max: number) =>
  z
    .array(z.uuid())
    .max(max)
    .superRefine((ids, ctx) => {
      const seen = new Set<string>();
      ids.forEach((id, index) => {
        if (seen.has(id)) ctx.addIssue({ code: "custom", message: "Listed twice", path: [index] });
        seen.add(id);
      });
    });

/** Optional text a person typed: at most `max` characters, null when cleared. */
export const optionalText = (max: number) => z.string().max(max).nullable().optional();
