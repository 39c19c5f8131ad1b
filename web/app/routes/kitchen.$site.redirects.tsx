import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, type MetaFunction, useActionData, useLoaderData } from "@remix-run/react";
import {
  AddManyForm,
  AddRedirectForm,
  REDIRECT_INTENTS,
  RedirectList,
} from "../kitchen/redirects/RedirectForms";
import { loadRedirects, redirectsAction } from "../kitchen/redirects/redirects.server";
import { kitchenTitle } from "../kitchen/sections/kitchen-title";
import type { SectionResult } from "../kitchen/sections/section-result";
import sectionStyles from "../kitchen/sections.css?url";
import { networkTolerantAction } from "../kitchen/shared/action-result";
import { kitchenPath } from "../kitchen/shared/kitchen-sections";
import { requireKitchenSite } from "../kitchen/shared/manager.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: sectionStyles }];
export const meta: MetaFunction = ({ matches }) => kitchenTitle(matches, "Redirects");

/**
 * /kitchen/{site}/redirects: old addresses of the site (an old blog's categories, pages and
 * posts) and where each leads now (ADR 0020).
 */
export async function loader(args: LoaderFunctionArgs) {
  const site = await requireKitchenSite(args, args.params.site);
  return { siteSlug: site.slug, redirects: await loadRedirects(args, site) };
}

export const action = (args: ActionFunctionArgs) => redirectsAction(args);
export const clientAction = networkTolerantAction;

export default function RedirectsPage() {
  const { siteSlug, redirects } = useLoaderData<typeof loader>();
  const result = useActionData<SectionResult>();
  return (
    <div className="section-page">
      <header className="kpage-header">
        <h1>Redirects</h1>
      </header>
      <p>
        Send an address your readers or search engines still use to a page of your site, or anywhere
        on the web: your old blog&apos;s categories, pages and posts. A page of your site at that
        address always comes first.
      </p>
      <p>
        Renamed recipes and collections need none: their old addresses lead to them already. So do
        imported recipes, once your old blog&apos;s domain points to this site (
        <Link to={`${kitchenPath(siteSlug, "settings")}#domains`}>Custom domains</Link>).
      </p>
      <AddRedirectForm result={result} />
      <AddManyForm result={result} />
      <p role="status" className="list-summary">
        {result?.ok ? result.message : ""}
      </p>
      {result && !result.ok && result.intent === REDIRECT_INTENTS.remove ? (
        <p className="field__error" role="alert">
          {result.message}
        </p>
      ) : null}
      {redirects.length ? (
        <RedirectList redirects={redirects} />
      ) : (
        <p className="empty-state">No redirects yet.</p>
      )}
    </div>
  );
}
