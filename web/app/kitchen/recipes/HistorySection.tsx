import type { ManageRecipe } from "@schema/api/manage-recipes";
import {
  REVISION_WINDOW_MINUTES,
  type RecipeRevisionResponse,
  type RecipeRevisionSummary,
  type RecipeVersion,
} from "@schema/api/recipe-revisions";
import { useEffect, useRef, useState } from "react";
import { Moment } from "../../components/Moment";
import { getJson } from "../../lib/interactions/api-client";
import { FormSection } from "../shared/Fields";
import { focusLater } from "../shared/focus-later";
import type { RecipeForm } from "./recipe-form";
import { historyFailure, recipeVersionPath, VERSION_KIND_LABELS } from "./recipe-history";
import { useRecipeHistory } from "./use-recipe-history";
import { type RecipeRevision, VersionDialog } from "./VersionDialog";

type Props = {
  /** The history's route (recipe-history.ts `recipeHistoryPath`). */
  path: string;
  /** Moves after every save, which changes the newest version or begins one. */
  savedCount: number;
  recipe: ManageRecipe;
  form: RecipeForm;
  dirty: boolean;
  /** Loads a version into the editor's form. */
  onRestore(version: RecipeVersion): void;
};

const STATUS_FOCUS_KEY = "recipe-history-status";

/**
 * The recipe's versions, newest first, each with when, what made it and who; any but the
 * current one opens read-only (VersionDialog) and can be restored into the form, which a
 * draft then autosaves and a live recipe keeps until Update. Nothing is lost by restoring:
 * what was saved before is the newest version in the list.
 */
export function HistorySection({ path, savedCount, recipe, form, dirty, onRestore }: Props) {
  const history = useRecipeHistory(path, savedCount);
  const [viewing, setViewing] = useState<RecipeRevision | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const [openError, setOpenError] = useState<{ id: string; message: string } | null>(null);
  const [restored, setRestored] = useState<{ savedAt: string; published: boolean } | null>(null);
  // The View pressed last: an answer for an earlier one opens nothing.
  const latestView = useRef<string | null>(null);
  const title = form.title.trim();

  // "Press Update" is done with once a live recipe's next save has gone out (the cue).
  useEffect(() => {
    setRestored((current) => (current?.published ? null : current));
  }, [savedCount]);

  const view = async (id: string) => {
    latestView.current = id;
    setOpening(id);
    setOpenError(null);
    const result = await getJson<RecipeRevisionResponse>(recipeVersionPath(path, id));
    if (latestView.current !== id) return;
    setOpening(null);
    if (result.ok) setViewing(result.body.revision);
    else setOpenError({ id, message: historyFailure(result) });
  };

  const restore = (revision: RecipeRevision) => {
    onRestore(revision.recipe);
    setViewing(null);
    setRestored({ savedAt: revision.savedAt, published: recipe.status === "published" });
    // After the dialog has closed and handed focus back to its View button.
    focusLater(STATUS_FOCUS_KEY);
  };

  return (
    <FormSection
      legend="History"
      id="section-history"
      description={`Each save keeps a version of the recipe (saves by one person within ${REVISION_WINDOW_MINUTES} minutes make one). View one to compare it with what you are editing, or to restore it.`}
    >
      <p
        role="status"
        tabIndex={-1}
        data-focus-key={STATUS_FOCUS_KEY}
        className="recipe-history__status"
      >
        {restored ? (
          <>
            Restored the version saved <Moment iso={restored.savedAt} />.
            {restored.published ? " Press Update to put it on the site." : ""}
          </>
        ) : null}
      </p>
      {history.error ? (
        <div className="recipe-history__error" role="alert">
          <p className="field__error">The history could not be loaded. {history.error}</p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={history.retry}
          >
            Try again
          </button>
        </div>
      ) : null}
      {history.revisions === null ? (
        history.loading ? (
          <p className="subdued">Loading the history…</p>
        ) : null
      ) : history.revisions.length === 0 ? (
        <p className="subdued">No versions yet: the first save makes one.</p>
      ) : (
        <ol className="recipe-history" aria-label="Versions, newest first">
          {history.revisions.map((revision, index, revisions) => (
            <VersionItem
              key={revision.id}
              revision={revision}
              restoredFrom={revisions.find((other) => other.id === revision.restoredFrom) ?? null}
              current={index === 0 && !dirty}
              currentTitle={title}
              opening={opening === revision.id}
              error={openError?.id === revision.id ? openError.message : null}
              onView={() => void view(revision.id)}
            />
          ))}
        </ol>
      )}
      {viewing ? (
        <VersionDialog
          revision={viewing}
          recipe={recipe}
          form={form}
          dirty={dirty}
          onRestore={() => restore(viewing)}
          onClose={() => setViewing(null)}
        />
      ) : null}
    </FormSection>
  );
}

function VersionItem({
  revision,
  restoredFrom,
  current,
  currentTitle,
  opening,
  error,
  onView,
}: {
  revision: RecipeRevisionSummary;
  /** For a restore: the version it said again, while the history still holds it. */
  restoredFrom: RecipeRevisionSummary | null;
  /** The newest version while the form holds nothing unsaved: what the editor shows. */
  current: boolean;
  currentTitle: string;
  opening: boolean;
  error: string | null;
  onView(): void;
}) {
  const kind = VERSION_KIND_LABELS[revision.kind];
  return (
    <li className="recipe-history__version">
      <div className="recipe-history__main">
        <p className="recipe-history__what">
          {/* One phrase, "Saved Nov 18, 2026, 3:04 PM": what made it and when. */}
          <strong>
            {kind} <Moment iso={revision.savedAt} />
          </strong>
          {revision.savedBy ? <span> by {revision.savedBy.name}</span> : null}
          {current ? (
            <span className="status-badge status-badge--current">Current version</span>
          ) : null}
        </p>
        {restoredFrom ? (
          <p className="recipe-history__detail">
            Brought back the version saved <Moment iso={restoredFrom.savedAt} />
          </p>
        ) : null}
        {revision.title.trim() !== currentTitle ? (
          <p className="recipe-history__detail">
            {/* A new draft's first version has no title yet. */}
            {revision.title.trim() ? `“${revision.title}”` : "No title"}
          </p>
        ) : null}
        {error ? (
          <p className="field__error" role="alert">
            This version could not be opened. {error}
          </p>
        ) : null}
      </div>
      {current ? null : (
        <button
          type="button"
          className="button button--secondary button--small"
          // Not disabled while it loads: focus stays on it, and the dialog hands it back.
          aria-disabled={opening || undefined}
          onClick={() => {
            if (!opening) onView();
          }}
        >
          {opening ? "Opening…" : error ? "Try again" : "View"}
          <span className="visually-hidden">
            {error ? " to open the version: " : " the version: "}
            {kind} <Moment iso={revision.savedAt} />
          </span>
        </button>
      )}
    </li>
  );
}
