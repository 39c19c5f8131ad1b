import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  Link,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useSearchParams,
} from "@remix-run/react";
import { ContributorList } from "../kitchen/contributors/ContributorList";
import { ContributorsPageLink } from "../kitchen/contributors/ContributorsPageLink";
import { DELETE_CONTRIBUTOR } from "../kitchen/contributors/contributor-form";
import {
  contributorListAction,
  hasContributorsPage,
  loadContributors,
} from "../kitchen/contributors/contributors.server";
import { ActionNotice } from "../kitchen/sections/ActionNotice";
import { kitchenTitle } from "../kitchen/sections/kitchen-title";
import type { SectionResult } from "../kitchen/sections/section-result";
import sectionStyles from "../kitchen/sections.css?url";
import { networkTolerantAction } from "../kitchen/shared/action-result";
import { kitchenPath } from "../kitchen/shared/kitchen-sections";
import { requireKitchenSite } from "../kitchen/shared/manager.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: sectionStyles }];
export const meta: MetaFunction = ({ matches }) => kitchenTitle(matches, "Contributors");

/** /kitchen/{site}/contributors: the people the site credits on its recipes. */
export async function loader(args: LoaderFunctionArgs) {
  const site = await requireKitchenSite(args, args.params.site);
  // The site's page, not the count here: drafts count here, and the page lists only
  // people credited on a published recipe.
  const [contributors, hasPublicPage] = await Promise.all([
    loadContributors(args, site.slug),
    hasContributorsPage(args, site.slug),
  ]);
  return { siteSlug: site.slug, siteUrl: site.url, contributors, hasPublicPage };
}

export const action = (args: ActionFunctionArgs) => contributorListAction(args);
export const clientAction = networkTolerantAction;

export default function ContributorsPage() {
  const { siteSlug, siteUrl, contributors, hasPublicPage } = useLoaderData<typeof loader>();
  const result = useActionData<SectionResult>();
  const saved = useSearchParams()[0].get("saved");
  return (
    <div className="section-page">
      <header className="kpage-header">
        <h1>Contributors</h1>
        <ContributorsPageLink siteUrl={siteUrl} published={hasPublicPage} />
      </header>
      {result && "intent" in result ? (
        <ActionNotice ok={result.ok} answerKey={result.message}>
          {result.message}
        </ActionNotice>
      ) : saved ? (
        <p role="status" className="notice notice--success">
          Saved {saved}.
        </p>
      ) : null}
      <p>
        The people you credit on your recipes: testers, photographers, guest cooks. Each recipe
        names them under its title, and your site's Contributors page shows their photo, bio and
        links with the published recipes they worked on.
      </p>
      <p>
        <Link className="button button--primary" to={kitchenPath(siteSlug, "contributors", "/new")}>
          Add a contributor
        </Link>
      </p>
      {contributors.length ? (
        <ContributorList
          siteSlug={siteSlug}
          contributors={contributors}
          deleteIntent={DELETE_CONTRIBUTOR}
        />
      ) : (
        <p className="empty-state">No contributors yet.</p>
      )}
    </div>
  );
}
