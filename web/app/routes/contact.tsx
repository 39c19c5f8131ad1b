import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { type MetaFunction, useActionData, useLoaderData } from "@remix-run/react";
import { ContactForm } from "../components/contact/ContactForm";
import { RichText } from "../components/rich-text/RichText";
import { pageTitle, useRootData } from "../lib/root-data";
import { contactAction } from "../lib/site/contact-form.server";
import { headingOffsetUnder } from "../lib/site/rich-text-text";
import { seoMeta, siteFromMatches } from "../lib/site/seo";
import { loadSitePage } from "../lib/site/site-api.server";
import { getSitePage } from "../lib/site/site-pages.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const site = siteFromMatches(matches);
  if (!site || !data) return pageTitle(matches, "Contact");
  return seoMeta({
    siteTitle: site.title,
    pageTitle: "Contact",
    description: `Send a message to ${site.title}.`,
    origin: data.origin,
    path: "/contact",
  });
};

/**
 * /contact on every site: the creator's words, then a form that e-mails them. The page is
 * public data, edge-cached like any site page; the creator's address never reaches it.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { site, origin } = await loadSitePage(args);
  const page = await getSitePage(args, site, "contact");
  return { origin, body: page.body };
}

export const action = (args: ActionFunctionArgs) => contactAction(args);

export default function Contact() {
  const { body } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const root = useRootData();
  const site = root?.site;
  if (!site) return null;
  return (
    <div className="container page page--narrow contact-page">
      <h1>Contact</h1>
      {body.children.length ? (
        <RichText doc={body} headingOffset={headingOffsetUnder(body, 1)} className="prose" />
      ) : null}
      {/* Signed in, the page is rendered for the reader alone (never edge-cached). */}
      <ContactForm result={result} siteTitle={site.title} email={root.user?.email} />
    </div>
  );
}
