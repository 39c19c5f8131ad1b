import { z } from "zod";
import { SITE_PAGE_KINDS } from "../site-page-constants";
import { richText } from "./public-read";

/**
 * The answer of the /terms, /privacy and /contact calls (schema/api/site-pages.ts has their bodies).
 * Apart from it because the browser loads that one (the kitchen's editor checks the page
 * before saving) and the API's answer schemas have no business in its bundle.
 */

/** GET site/… and manage/{siteSlug}/site-pages/{kind}, PUT manage/{siteSlug}/site-pages/{kind}. */
export const sitePageResponse = z.object({
  kind: z.enum(SITE_PAGE_KINDS),
  body: richText,
  /** True while the creator has not written their own (terms and privacy show the platform's default). */
  isDefault: z.boolean(),
});
export type SitePageResponse = z.infer<typeof sitePageResponse>;
