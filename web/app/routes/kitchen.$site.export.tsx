import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, type MetaFunction, useActionData, useLoaderData } from "@remix-run/react";
import { ExportList, exportsPending } from "../components/exports/ExportList";
import { ExportRequestForm } from "../components/exports/ExportRequestForm";
import exportStyles from "../components/exports/exports.css?url";
import { useExportPolling } from "../components/exports/use-export-polling";
import { GeneralErrorBoundary } from "../components/GeneralErrorBoundary";
import { requireKitchenSite } from "../kitchen/shared/manager.server";
import { loadExports, requestExport } from "../lib/exports.server";
import { pageTitle } from "../lib/root-data";
import { readSessionToken } from "../lib/session.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: exportStyles }];
export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Export");

async function siteAndToken(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const site = await requireKitchenSite(args, args.params.site);
  return { site, token: readSessionToken(args.request) ?? "" };
}

export async function loader(args: LoaderFunctionArgs) {
  const { site, token } = await siteAndToken(args);
  return { exports: await loadExports(args, site.slug, token) };
}

export async function action(args: ActionFunctionArgs) {
  const { site, token } = await siteAndToken(args);
  return requestExport(args, site.slug, token);
}

/**
 * /kitchen/{site}/export (linked from Settings): everything of the site as one ZIP archive,
 * written in the background; the list follows it until it is ready, and the link also
 * arrives by e-mail.
 */
export default function KitchenExport() {
  const { exports } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const pending = exportsPending(exports);
  useExportPolling(pending);
  return (
    <div className="section-page stack">
      <header className="kpage-header">
        <h1>Export</h1>
        <div className="kpage-header__actions">
          <Link to="../settings">Settings</Link>
        </div>
      </header>
      <p>
        Take everything with you: one ZIP archive with every recipe (in our JSON and as schema.org
        Recipe, which other recipe sites and apps read), collections, pages, settings, comments,
        your subscribers as a spreadsheet (CSV, with plan and status) and every image you uploaded.
        It is written in the background; we e-mail you a download link, which works for 7 days.
      </p>
      <ExportRequestForm
        label="Export everything"
        pending={pending}
        error={result && !result.ok ? result.error : undefined}
      />
      <section className="stack" aria-labelledby="exports-heading">
        <h2 id="exports-heading">Your exports</h2>
        <ExportList exports={exports} />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
