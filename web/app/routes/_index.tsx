import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, type MetaFunction, useLoaderData } from "@remix-run/react";
import { EarlySignupForm } from "../components/EarlySignupForm";
import { CookbookHome } from "../components/site/layouts/CookbookHome";
import { LinkInBioHome } from "../components/site/layouts/LinkInBioHome";
import { StandardHome } from "../components/site/layouts/StandardHome";
import { platformHost, resolveHost } from "../lib/host.server";
import { PRODUCT_NAME } from "../lib/product";
import { pageTitle, useRootData } from "../lib/root-data";
import { loadHome } from "../lib/site/home.server";
import { seoMeta, siteFromMatches, socialImage } from "../lib/site/seo";
import { loadSitePage } from "../lib/site/site-api.server";
import { HOME_CONTENT, siteContent } from "../lib/site/site-chrome";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const site = siteFromMatches(matches);
  if (!site || data?.kind !== "site") return pageTitle(matches);
  const image = site.featuredImage ?? data.content.featuredRecipes[0]?.images[0] ?? null;
  return seoMeta({
    siteTitle: site.title,
    description: site.aboutShort,
    origin: data.origin,
    path: "/",
    image: socialImage(image),
  });
};

export async function loader(args: LoaderFunctionArgs) {
  const host = await resolveHost(args);
  if (host.kind === "site") {
    const { site, origin } = await loadSitePage(args);
    return {
      kind: "site" as const,
      origin,
      content: siteContent(site, HOME_CONTENT),
      home: await loadHome(args, site),
    };
  }
  const protocol = new URL(args.request.url).protocol;
  return { kind: "platform" as const, demoOrigin: `${protocol}//demo.${platformHost(args)}` };
}

/** A creator site's home in the layout the site chose, or the platform's product page. */
export default function Home() {
  const root = useRootData();
  const data = useLoaderData<typeof loader>();
  if (root?.site && data.kind === "site") {
    const site = { ...root.site, ...data.content };
    const { home } = data;
    const platformOrigin = root.platformOrigin;
    switch (home.layout) {
      case "link-in-bio":
        return <LinkInBioHome site={site} user={root.user} />;
      case "cookbook":
        return (
          <CookbookHome
            site={site}
            contents={home.contents}
            total={home.total}
            platformOrigin={platformOrigin}
          />
        );
      default:
        return (
          <StandardHome
            site={site}
            user={root.user}
            latest={home.latest}
            total={home.total}
            collections={home.collections}
            platformOrigin={platformOrigin}
          />
        );
    }
  }
  if (data.kind !== "platform") return null;
  const { demoOrigin } = data;

  return (
    <div className="container page platform-home">
      <section className="platform-home__intro">
        <h1>Your recipes, on your own site</h1>
        <p className="lead">
          {PRODUCT_NAME} gives food creators a recipe website of their own: write and publish
          recipes, group them into collections, send new ones to subscribers by email, and offer
          paid plans for subscriber-only recipes.
        </p>
        {root?.user ? (
          <div className="button-row">
            <Link className="button button--primary" to="/kitchen">
              Go to your kitchen
            </Link>
          </div>
        ) : (
          <div className="button-row">
            <Link className="button button--primary" to="/sign-up">
              Create account
            </Link>
            <Link className="button button--secondary" to="/sign-in">
              Sign in
            </Link>
          </div>
        )}
      </section>

      <section className="platform-home__columns" aria-label="What you get">
        <div className="panel">
          <h2>For creators</h2>
          <ul>
            <li>A recipe editor with ingredients, steps, times and notes</li>
            <li>Collections, an about page and your own colours and fonts</li>
            <li>Newsletters about new recipes, and free or paid subscriptions</li>
            <li>A subdomain of ours, or your own domain</li>
          </ul>
        </div>
        <div className="panel">
          <h2>For readers</h2>
          <ul>
            <li>Search and filter recipes by meal, cuisine, diet and more</li>
            <li>Scale servings and switch between US and metric units</li>
            <li>Bookmarks, comments and step timers</li>
            <li>Sign-in by email link, with no password to remember</li>
          </ul>
        </div>
      </section>

      {root?.user ? null : (
        // A signed-in person can open a site now (the kitchen, /create): no list to wait on.
        <section className="platform-home__early" aria-labelledby="early-signup-heading">
          <h2 id="early-signup-heading">Opening a site soon?</h2>
          <p>Leave your address and we'll write when your site can open.</p>
          <EarlySignupForm />
        </section>
      )}

      <section className="platform-home__demo">
        <h2>See an example</h2>
        <p>
          The demo site shows what readers see. <a href={demoOrigin}>Visit the demo site</a>
        </p>
      </section>
    </div>
  );
}
