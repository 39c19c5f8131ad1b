import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { MetaFunction } from "@remix-run/react";
import { kitchenTitle } from "../kitchen/sections/kitchen-title";
import { SitePageEditor } from "../kitchen/sections/SitePageEditor";
import { sitePageAction, sitePageLoader } from "../kitchen/sections/site-page-editor.server";
import sectionStyles from "../kitchen/sections.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: sectionStyles }];
export const meta: MetaFunction = ({ matches }) => kitchenTitle(matches, "Terms page");

/** /kitchen/{site}/terms: the site's terms of use, starting from the platform's default. */
export const loader = (args: LoaderFunctionArgs) => sitePageLoader(args, "terms");
export const action = (args: ActionFunctionArgs) =>
  sitePageAction(args, "terms", "Terms page saved.");

export default function TermsEditor() {
  return (
    <SitePageEditor
      kind="terms"
      title="Terms page"
      description="The terms readers agree to. Clear the text and save to go back to the platform's standard terms."
      placeholder="Write your site's terms…"
      defaultNotice="Your site shows the platform's standard terms below until you save your own."
    />
  );
}
