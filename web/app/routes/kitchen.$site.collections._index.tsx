import {
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  redirect,
} from "@remix-run/cloudflare";
import { Link, type MetaFunction, useLoaderData, useSearchParams } from "@remix-run/react";
import { createCollectionBody } from "@schema/api/manage-collections";
import { useState } from "react";
import { kitchenTitle } from "../kitchen/sections/kitchen-title";
import { NamedText } from "../kitchen/sections/NamedFields";
import { SectionForm } from "../kitchen/sections/SectionForm";
import {
  sectionFailed,
  sectionInvalid,
  sectionRequest,
  unknownIntent,
} from "../kitchen/sections/section-action.server";
import { bodyIssues } from "../kitchen/sections/section-bodies";
import sectionStyles from "../kitchen/sections.css?url";
import type { Issue } from "../kitchen/shared/field-errors";
import { kitchenPath } from "../kitchen/shared/kitchen-sections";
import { callManage, requireKitchenSite } from "../kitchen/shared/manager.server";
import { slugify } from "../kitchen/shared/slug";
import { unexpectedApiResult } from "../lib/api.server";
import { useDayOf } from "../lib/days";
import { siteParam } from "../lib/host.server";
import { recipeCountText } from "../lib/site/format";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: sectionStyles }];
export const meta: MetaFunction = ({ matches }) => kitchenTitle(matches, "Collections");

const INTENT = "create-collection";
const LABELS: Record<string, string> = { title: "Title", slug: "Address (slug)" };

/** A new collection's title and slug; the slug follows the title unless typed. */
function newCollection(form: FormData): { body: { title: string; slug: string }; issues: Issue[] } {
  const title = String(form.get("title") ?? "").trim();
  const slug = String(form.get("slug") ?? "").trim() || slugify(title);
  return { body: { title, slug }, issues: [] };
}

/** /kitchen/{site}/collections: every collection, newest change first, and a form for a new one. */
export async function loader(args: LoaderFunctionArgs) {
  const site = await requireKitchenSite(args, args.params.site);
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"].collections.$get({ param: siteParam(site) }),
  );
  if (!result.ok) throw unexpectedApiResult(result, "collections");
  return { siteSlug: site.slug, siteUrl: site.url, collections: result.body.collections };
}

export async function action(args: ActionFunctionArgs) {
  const { site, form, intent } = await sectionRequest(args);
  if (intent !== INTENT) return unknownIntent(intent);
  const built = newCollection(form);
  const issues = bodyIssues(built, createCollectionBody);
  if (issues.length) return sectionInvalid(intent, issues);
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"].collections.$post({ param: siteParam(site), json: built.body }),
  );
  if (!result.ok) return sectionFailed(intent, result);
  return redirect(kitchenPath(site.slug, "collections", `/${result.body.collection.id}?created=1`));
}

export default function CollectionList() {
  const dayOf = useDayOf();
  const { siteSlug, siteUrl, collections } = useLoaderData<typeof loader>();
  const [title, setTitle] = useState("");
  const [slug, setSlug] = useState("");
  const deleted = useSearchParams()[0].get("deleted");

  return (
    <div className="section-page">
      <header className="kpage-header">
        <h1>Collections</h1>
        <a href={`${siteUrl}/collections`} target="_blank" rel="noreferrer">
          View collections on your site
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </header>
      {deleted !== null ? (
        <p role="status" className="notice notice--success">
          Deleted the collection {deleted ? `“${deleted}”` : ""}.
        </p>
      ) : null}

      {collections.length === 0 ? (
        <p className="empty-state">
          No collections yet. A collection is a hand-picked, ordered list of your recipes.
        </p>
      ) : (
        <div className="table-scroll">
          <table className="section-table">
            <caption className="visually-hidden">Your collections</caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Recipes</th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {collections.map((collection) => (
                <tr key={collection.id}>
                  <th scope="row">
                    <Link to={kitchenPath(siteSlug, "collections", `/${collection.id}`)}>
                      {collection.title}
                    </Link>
                  </th>
                  <td>{recipeCountText(collection.recipeCount)}</td>
                  <td>
                    <time dateTime={collection.updatedAt}>{dayOf(collection.updatedAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <section aria-labelledby="new-collection" className="ksection">
        <h2 id="new-collection" className="ksection__legend">
          New collection
        </h2>
        <SectionForm
          intent={INTENT}
          submitLabel="Create collection"
          guardUnsaved={false}
          fieldLabel={(path) => LABELS[path] ?? path}
          check={(form) => bodyIssues(newCollection(form), createCollectionBody)}
          leavesPage
        >
          <div className="kgrid kgrid--wide">
            <NamedText
              name="title"
              label="Title"
              value={title}
              onChange={setTitle}
              maxLength={200}
              required
            />
            <NamedText
              name="slug"
              label="Address (slug)"
              hint={`Your collection will be at /collections/${slug || slugify(title) || "…"}. Leave empty to use the title.`}
              value={slug}
              placeholder={slugify(title)}
              onChange={setSlug}
              maxLength={120}
            />
          </div>
        </SectionForm>
      </section>
    </div>
  );
}
