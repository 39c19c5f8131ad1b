import { redirect } from "@remix-run/cloudflare";
import { type ApiArgs, segment, unexpectedApiResult } from "../api.server";
import { cachedPublicRead } from "../public-data-cache.server";

/**
 * A recipe or collection page the site does not have at this slug: if the creator renamed
 * it, a permanent redirect to its address now, query kept (a newsletter's "in metric" link
 * still says metric); otherwise nothing, and the caller answers 404.
 */
export async function redirectIfMoved(
  args: ApiArgs,
  siteSlug: string,
  kind: "recipes" | "collections",
  slug: string,
): Promise<void> {
  // The same answer for every visitor, kept under the site's content version like the page.
  const result = await cachedPublicRead(args, (api) =>
    api.site[":siteSlug"].moved[":kind"][":slug"].$get({
      param: { siteSlug: segment(siteSlug), kind, slug: segment(slug) },
    }),
  );
  if (result.ok) {
    const { search } = new URL(args.request.url);
    throw redirect(`/${kind}/${encodeURIComponent(result.body.slug)}${search}`, 301);
  }
  if (result.status !== 404) throw unexpectedApiResult(result, `moved ${kind} ${slug}`);
}
