import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { MetaFunction } from "@remix-run/react";
import { kitchenTitle } from "../kitchen/sections/kitchen-title";
import { SitePageEditor } from "../kitchen/sections/SitePageEditor";
import { sitePageAction, sitePageLoader } from "../kitchen/sections/site-page-editor.server";
import sectionStyles from "../kitchen/sections.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: sectionStyles }];
export const meta: MetaFunction = ({ matches }) => kitchenTitle(matches, "Contact page");

/** /kitchen/{site}/contact: the words above the site's contact form. */
export const loader = (args: LoaderFunctionArgs) => sitePageLoader(args, "contact");
export const action = (args: ActionFunctionArgs) =>
  sitePageAction(args, "contact", "Contact page saved.");

export default function ContactEditor() {
  return (
    <SitePageEditor
      kind="contact"
      title="Contact page"
      description="Shown above the contact form. Messages from the form arrive at your account's e-mail address, which visitors never see."
      placeholder="Say what readers may write to you about…"
    />
  );
}
