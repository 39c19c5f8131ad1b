import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  Form,
  Link,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
  useRevalidator,
} from "@remix-run/react";
import { useEffect } from "react";
import { GeneralErrorBoundary } from "../components/GeneralErrorBoundary";
import importStyles from "../kitchen/import/import.css?url";
import { importedCommentsText } from "../kitchen/import/imported-comments-text";
import {
  loadWordpressImport,
  startWordpressImportAction,
} from "../kitchen/import/wordpress-import.server";
import { useKitchenSite } from "../kitchen/shared/use-kitchen-site";
import { pageTitle } from "../lib/root-data";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: importStyles }];
export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Import from WordPress");
export const loader = (args: LoaderFunctionArgs) => loadWordpressImport(args, args.params.site);
export const action = (args: ActionFunctionArgs) =>
  startWordpressImportAction(args, args.params.site);

const POLL_MS = 2000;
const STATUS_TEXT = {
  queued: "Waiting",
  created: "Draft created",
  skipped: "Already imported",
  failed: "Failed",
} as const;

/**
 * A WordPress export (WXR) with WP Recipe Maker or Tasty Recipes recipes: each recipe becomes
 * a draft in the background; the list follows along until every one is done.
 */
export default function WordpressImport() {
  const { upload } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const site = useKitchenSite();
  const base = `/kitchen/${encodeURIComponent(site.slug)}`;

  useEffect(() => {
    if (!upload || upload.done || revalidator.state !== "idle") return;
    const timer = setTimeout(() => revalidator.revalidate(), POLL_MS);
    return () => clearTimeout(timer);
  }, [upload, revalidator]);

  const finished = upload?.items.filter((item) => item.status !== "queued").length ?? 0;
  return (
    <div className="kitchen-import stack">
      <div className="kpage-header">
        <h1>Import from WordPress</h1>
        <div className="kpage-header__actions">
          <Link to={`${base}/recipes/import`}>Import one recipe</Link>
        </div>
      </div>
      {upload ? (
        <section className="import-bulk stack" aria-label="Import progress">
          <p role="status">
            {upload.done
              ? `Done: ${finished} of ${upload.items.length} recipes.`
              : `Importing: ${finished} of ${upload.items.length} recipes…`}
          </p>
          <p>{importedCommentsText(upload)}</p>
          <ul className="import-bulk__rows">
            {upload.items.map((item) => (
              <li key={item.position} data-state={item.status}>
                {item.recipeId ? (
                  <Link to={`${base}/recipes/${encodeURIComponent(item.recipeId)}`}>
                    {item.title}
                  </Link>
                ) : (
                  <span>{item.title}</span>
                )}{" "}
                <span>{STATUS_TEXT[item.status]}</span>
                {item.message ? <span className="import-bulk__note"> — {item.message}</span> : null}
              </li>
            ))}
          </ul>
          <Link to={`${base}/recipes?status=draft`}>See the drafts</Link>
        </section>
      ) : (
        <Form method="post" encType="multipart/form-data" className="stack">
          <p>
            In WordPress, choose Tools → Export → All content and upload the file here. Recipes made
            with WP Recipe Maker or Tasty Recipes become drafts; recipes imported before are
            skipped. The comments on WP Recipe Maker recipes come along with their star ratings,
            under their authors&apos; names. Once your blog&apos;s domain points to this site (
            <Link to={`${base}/settings#domains`}>Custom domains</Link>), each published
            recipe&apos;s old address leads to its new page, so links and search results keep
            working. Send your blog&apos;s other pages where you like in{" "}
            <Link to={`${base}/redirects`}>Redirects</Link>.
          </p>
          <div className="field">
            <label htmlFor="wordpress-export">WordPress export (.xml)</label>
            <input
              id="wordpress-export"
              name="export"
              type="file"
              accept=".xml,text/xml,application/xml"
            />
          </div>
          {actionData?.error ? (
            <p className="field__error" role="alert">
              {actionData.error}
            </p>
          ) : null}
          <div>
            <button
              type="submit"
              className="button button--primary"
              disabled={navigation.state !== "idle"}
            >
              {navigation.state !== "idle" ? "Uploading…" : "Import recipes"}
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
