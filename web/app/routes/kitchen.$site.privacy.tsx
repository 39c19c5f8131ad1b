import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { MetaFunction } from "@remix-run/react";
import { kitchenTitle } from "../kitchen/sections/kitchen-title";
import { SitePageEditor } from "../kitchen/sections/SitePageEditor";
import { sitePageAction, sitePageLoader } from "../kitchen/sections/site-page-editor.server";
import sectionStyles from "../kitchen/sections.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: sectionStyles }];
export const meta: MetaFunction = ({ matches }) => kitchenTitle(matches, "Privacy page");

/**
 * /kitchen/{site}/privacy: the site's privacy notice, starting from the platform's default
 * (the same editor as /terms: site-page-editor.server.ts).
 */
export const loader = (args: LoaderFunctionArgs) => sitePageLoader(args, "privacy");
export const action = (args: ActionFunctionArgs) =>
  sitePageAction(args, "privacy", "Privacy page saved.");

export default function PrivacyEditor() {
  return (
    <SitePageEditor
      kind="privacy"
      title="Privacy page"
      description="What your site collects about readers and why. Clear the text and save to go back to the platform's standard notice."
      placeholder="Write your site's privacy notice…"
      defaultNotice="Your site shows the platform's standard privacy notice below until you save your own. If you collect more (analytics, another newsletter service), say so here."
    />
  );
}
