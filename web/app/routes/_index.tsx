import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, type MetaFunction, useLoaderData } from "@remix-run/react";
import { platformHost } from "../lib/host.server";
import { PRODUCT_NAME } from "../lib/product";
import { pageTitle, useRootData } from "../lib/root-data";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches);

export function loader(args: LoaderFunctionArgs) {
  const protocol = new URL(args.request.url).protocol;
  return { demoOrigin: `${protocol}//demo.${platformHost(args)}` };
}

/** The platform's product page, or (for now) a creator site's simple home. */
export default function Home() {
  const root = useRootData();
  const { demoOrigin } = useLoaderData<typeof loader>();
  const site = root?.site;

  if (site) {
    return (
      <div className="container page">
        <h1>{site.title}</h1>
        {site.aboutShort ? <p className="lead">{site.aboutShort}</p> : null}
        <Link className="button button--primary" to="/recipes">
          Browse all recipes
        </Link>
      </div>
    );
  }

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

      <section className="platform-home__demo">
        <h2>See an example</h2>
        <p>
          The demo site shows what readers see. <a href={demoOrigin}>Visit the demo site</a>
        </p>
      </section>
    </div>
  );
}
