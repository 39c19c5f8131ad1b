import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, type MetaFunction, useLoaderData, useNavigate } from "@remix-run/react";
import type { RecipeDraft, RecipeParseResponse } from "@schema/api/recipe-import";
import { useState } from "react";
import { GeneralErrorBoundary } from "../components/GeneralErrorBoundary";
import { BulkImportProgress, type BulkRow } from "../kitchen/import/BulkImportProgress";
import { ImportPreview } from "../kitchen/import/ImportPreview";
import { type ImportSource, ImportSourceForm } from "../kitchen/import/ImportSourceForm";
import importStyles from "../kitchen/import/import.css?url";
import { importAction, loadImportPage } from "../kitchen/import/import.server";
import type { ImportActionResult } from "../kitchen/import/import-types";
import { networkTolerantAction } from "../kitchen/shared/action-result";
import { useJsonAction } from "../kitchen/shared/use-json-action";
import { useKitchenSite } from "../kitchen/shared/use-kitchen-site";
import { pageTitle } from "../lib/root-data";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: importStyles }];

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Import a recipe");

export const loader = (args: LoaderFunctionArgs) => loadImportPage(args, args.params.site);
export const action = (args: ActionFunctionArgs) => importAction(args, args.params.site);
export const clientAction = networkTolerantAction;

type Preview = { parsed: RecipeParseResponse; draft: RecipeDraft };

/**
 * "Import a recipe": read a page (by address or saved), or pasted text, check and fix the
 * lines in the preview, then "Create draft" opens it in the editor. Several addresses at
 * once become several drafts, with a progress list.
 */
export default function ImportRecipe() {
  const { units, ingredients } = useLoaderData<typeof loader>();
  const site = useKitchenSite();
  const navigate = useNavigate();
  const api = useJsonAction<ImportActionResult>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [created, setCreated] = useState<{ id: string; warnings: string[] } | null>(null);
  const [bulk, setBulk] = useState<BulkRow[] | null>(null);
  const action = `/kitchen/${encodeURIComponent(site.slug)}/recipes/import`;
  const editorPath = (id: string) =>
    `/kitchen/${encodeURIComponent(site.slug)}/recipes/${encodeURIComponent(id)}`;

  const parse = async (source: Record<string, unknown>) => {
    const result = await api.call(action, { intent: "parse", source });
    if (!result) return { error: "The kitchen could not reach the server. Please try again." };
    if (!result.ok) return { error: result.issues[0]?.message ?? result.message };
    return result.intent === "parse" ? { parsed: result.parsed } : { error: "Unexpected answer" };
  };

  const create = async (draft: RecipeDraft) => {
    const result = await api.call(action, { intent: "create", draft });
    if (!result) return { error: "The kitchen could not reach the server. Please try again." };
    if (!result.ok) return { error: result.issues[0]?.message ?? result.message };
    return result.intent === "create"
      ? { created: result.created }
      : { error: "Unexpected answer" };
  };

  const importMany = async (urls: string[]) => {
    let rows: BulkRow[] = urls.map((url) => ({ url, state: "waiting" }));
    const update = (index: number, row: Partial<BulkRow>) => {
      rows = rows.map((current, i) => (i === index ? { ...current, ...row } : current));
      setBulk(rows);
    };
    setBulk(rows);
    for (const [index, url] of urls.entries()) {
      update(index, { state: "working" });
      const read = await parse({ url });
      if (!read.parsed) {
        update(index, { state: "failed", message: read.error });
        continue;
      }
      const made = await create(read.parsed.draft);
      if (!made.created) update(index, { state: "failed", message: made.error });
      else
        update(index, {
          state: "done",
          recipe: { id: made.created.recipe.id, title: read.parsed.draft.title },
          message: made.created.created
            ? made.created.warnings.map((w) => w.message).join(" ")
            : "Imported before",
        });
    }
  };

  const onSource = async (source: ImportSource) => {
    setError(null);
    setBusy(true);
    try {
      if (source.kind === "addresses" && source.urls.length > 1)
        return await importMany(source.urls);
      const body =
        source.kind === "addresses"
          ? { url: source.urls[0] }
          : source.kind === "page"
            ? { html: source.html }
            : { text: source.text };
      const read = await parse(body);
      if (read.parsed) setPreview({ parsed: read.parsed, draft: read.parsed.draft });
      else setError(read.error ?? null);
    } finally {
      setBusy(false);
    }
  };

  const onCreate = async () => {
    if (!preview) return;
    setError(null);
    setBusy(true);
    try {
      const made = await create(preview.draft);
      if (!made.created) return setError(made.error ?? null);
      const warnings = made.created.warnings.map((warning) => warning.message);
      // Warnings (a picture not copied) are shown first; otherwise straight to the editor.
      if (warnings.length) setCreated({ id: made.created.recipe.id, warnings });
      else navigate(editorPath(made.created.recipe.id));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="kitchen-import stack">
      <div className="kpage-header">
        <h1>Import a recipe</h1>
        <div className="kpage-header__actions">
          <Link to={`/kitchen/${encodeURIComponent(site.slug)}/recipes/import-wordpress`}>
            Import a WordPress export
          </Link>
          <Link to={`/kitchen/${encodeURIComponent(site.slug)}/recipes`}>Back to recipes</Link>
        </div>
      </div>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {created ? (
        <div className="stack" role="status">
          <p>The draft was created, with these warnings:</p>
          <ul>
            {created.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
          <Link className="button button--primary" to={editorPath(created.id)}>
            Open the draft
          </Link>
        </div>
      ) : bulk ? (
        <BulkImportProgress
          rows={bulk}
          siteSlug={site.slug}
          onRetry={(urls) => void importMany(urls)}
          onMore={() => setBulk(null)}
        />
      ) : preview ? (
        <ImportPreview
          parsed={preview.parsed}
          draft={preview.draft}
          units={units}
          ingredients={ingredients}
          busy={busy}
          onDraftChange={(draft) => setPreview({ ...preview, draft })}
          onCreate={onCreate}
        />
      ) : (
        <ImportSourceForm busy={busy} onSubmit={onSource} />
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
