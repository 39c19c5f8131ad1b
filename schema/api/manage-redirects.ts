import { z } from "zod";
import { slug } from "./common";

/**
 * The kitchen's redirects (worker/services/sites/redirects.ts): an old address of the site and
 * where it leads. Addresses are compared as normalized here, so "/about/" and "/about" are one.
 */

/** How many a site keeps: a blog's worth of old categories, pages and posts. */
export const MAX_REDIRECTS = 1000;

/**
 * "/Crème/Path/?x=1" → "/Cr%C3%A8me/Path": percent-encoded as a browser asks for it, without
 * query, fragment or final slash (but "/"), so a typed path and a requested one compare.
 */
export function normalizePath(path: string): string {
  const bare = path.trim().replace(/[?#].*$/, "");
  const encoded = new URL(bare || "/", "http://site.invalid").pathname;
  return encoded.length > 1 ? encoded.replace(/\/+$/, "") || "/" : encoded;
}

/** What a visitor may be sent to: a path on the site, or a whole web address. */
const isTarget = (value: string) => {
  if (value.startsWith("/")) return !value.startsWith("//");
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

export const redirectFields = z.object({
  from: z
    .string()
    .trim()
    .min(1, "Enter the old address")
    .max(500)
    .transform((value) => {
      // A whole address pasted from the old site: its path is what the domain is asked.
      try {
        return /^https?:\/\//i.test(value) ? new URL(value).pathname : value;
      } catch {
        return value;
      }
    })
    .refine((value) => value.startsWith("/") && !value.startsWith("//"), {
      message: "Start with / (like /2019/05/plum-cake/) or paste the whole old address",
    })
    .transform(normalizePath)
    .refine((value) => value !== "/", { message: "The home page cannot be redirected" }),
  to: z.string().trim().min(1, "Enter where it leads").max(2000).refine(isTarget, {
    message: "A path on your site (like /recipes/plum-cake) or a web address",
  }),
});

/** POST manage/{siteSlug}/redirects: one, or many at once (an old blog's whole list). */
export const redirectsBody = z.object({
  redirects: z.array(redirectFields).min(1).max(MAX_REDIRECTS),
});
export type RedirectsBody = z.infer<typeof redirectsBody>;
export type RedirectsBodyInput = z.input<typeof redirectsBody>;

export const redirectParam = z.object({ siteSlug: slug, redirectId: z.uuid() });

export type { ManageRedirect, ManageRedirectListResponse } from "./answers/manage-redirects";
