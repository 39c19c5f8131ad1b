import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, type MetaFunction, useLoaderData } from "@remix-run/react";
import type { SiteContributor } from "@schema/api/answers/site-contributors";
import { PlainTextParagraphs } from "../components/site/PlainTextParagraphs";
import { SiteImage } from "../components/site/SiteImage";
import { safeHref } from "../lib/links";
import { pageTitle, useRootData } from "../lib/root-data";
import { linkText } from "../lib/site/contributors";
import { contributorAnchor } from "../lib/site/nav";
import { seoMeta, siteFromMatches, socialImage } from "../lib/site/seo";
import { getContributors, loadSitePage, notFound } from "../lib/site/site-api.server";
import contributorStyles from "../styles/contributors.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contributorStyles }];

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const site = siteFromMatches(matches);
  if (!site || !data) return pageTitle(matches, "Contributors");
  const names = data.contributors.map((person) => person.name);
  return seoMeta({
    siteTitle: site.title,
    pageTitle: "Contributors",
    description: `The people behind the recipes of ${site.title}: ${names.slice(0, 6).join(", ")}.`,
    origin: data.origin,
    path: "/contributors",
    image: socialImage(
      data.contributors.find((person) => person.image)?.image ?? site.featuredImage,
    ),
  });
};

/**
 * The people a site credits on its published recipes (the kitchen's Contributors), each with
 * their photo, bio, links and those recipes. The recipe page's "With …" names link to their
 * entries; a site that credits no one has no such page.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { site, origin } = await loadSitePage(args);
  const contributors = await getContributors(args, site);
  if (contributors.length === 0) throw notFound();
  return { origin, contributors };
}

export default function Contributors() {
  const site = useRootData()?.site;
  const { contributors } = useLoaderData<typeof loader>();
  return (
    <div className="container page contributors-page">
      <header>
        <h1>Contributors</h1>
        {site ? <p className="subdued">The people {site.title} credits on its recipes.</p> : null}
      </header>
      <ul className="contributor-list">
        {contributors.map((person) => (
          <li key={person.id}>
            <ContributorEntry person={person} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ContributorEntry({ person }: { person: SiteContributor }) {
  const headingId = `${contributorAnchor(person.id)}-name`;
  const pages = person.links.flatMap((href) => {
    const safe = safeHref(href);
    return safe ? [safe] : [];
  });
  return (
    <article id={contributorAnchor(person.id)} className="contributor" aria-labelledby={headingId}>
      {person.image ? (
        <SiteImage
          className="contributor__photo"
          image={person.image}
          alt=""
          displayWidth={120}
          sizes="120px"
        />
      ) : null}
      <div className="contributor__text">
        <h2 id={headingId}>{person.name}</h2>
        {person.bio ? <PlainTextParagraphs text={person.bio} /> : null}
        {pages.length > 0 ? (
          <ul className="contributor__links" aria-label={`${person.name}'s pages`}>
            {pages.map((href) => (
              <li key={href}>
                <a href={href} rel="noopener noreferrer" target="_blank">
                  {linkText(href)}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <h3 className="contributor__recipes-title">
          {person.recipes.length === 1 ? "1 recipe" : `${person.recipes.length} recipes`}
        </h3>
        <ul className="contributor__recipes">
          {person.recipes.map((recipe) => (
            <li key={recipe.slug}>
              <Link to={`/recipes/${recipe.slug}`} prefetch="intent">
                {recipe.title}
              </Link>
              {recipe.subscribersOnly ? (
                <span className="contributor__lock"> · Subscribers only</span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
