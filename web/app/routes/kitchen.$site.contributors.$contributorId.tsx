import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, type MetaFunction, useLoaderData } from "@remix-run/react";
import { ContributorEditor } from "../kitchen/contributors/ContributorEditor";
import {
  loadContributor,
  saveContributorAction,
} from "../kitchen/contributors/contributors.server";
import { kitchenTitle } from "../kitchen/sections/kitchen-title";
import sectionStyles from "../kitchen/sections.css?url";
import { kitchenPath } from "../kitchen/shared/kitchen-sections";
import { requireKitchenSite } from "../kitchen/shared/manager.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: sectionStyles }];
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  kitchenTitle(matches, data?.contributor ? data.contributor.name : "New contributor");

/** /kitchen/{site}/contributors/{id}, or /contributors/new: one contributor's form. */
export async function loader(args: LoaderFunctionArgs) {
  const site = await requireKitchenSite(args, args.params.site);
  const { contributor, tag } = await loadContributor(
    args,
    site.slug,
    args.params.contributorId ?? "new",
  );
  return { siteSlug: site.slug, contributor, tag };
}

export const action = (args: ActionFunctionArgs) => saveContributorAction(args);

export default function ContributorPage() {
  const { siteSlug, contributor, tag } = useLoaderData<typeof loader>();
  return (
    <div className="section-page">
      <header className="kpage-header">
        <h1>{contributor ? "Edit contributor" : "New contributor"}</h1>
        <Link to={kitchenPath(siteSlug, "contributors")}>Back to contributors</Link>
      </header>
      <ContributorEditor
        key={contributor?.id ?? "new"}
        siteSlug={siteSlug}
        contributor={contributor}
        basedOn={tag}
      />
    </div>
  );
}
