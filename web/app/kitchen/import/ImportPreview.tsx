import type { RecipeDraft, RecipeParseResponse } from "@schema/api/recipe-import";
import type { RichText } from "@schema/content/rich-text";
import { useId } from "react";
import { measurementAsWritten } from "../../lib/recipe/convert";
import { formatDuration } from "../../lib/recipe/duration";
import { servingWords } from "../../lib/recipe/serving-description";
import { recipeTimes } from "../../lib/site/format";
import { replaceUsage } from "./draft-lines";
import { ImportLineRow } from "./ImportLineRow";
import type { PreviewIngredient, PreviewUnit } from "./import-types";

type Props = {
  parsed: RecipeParseResponse;
  draft: RecipeDraft;
  units: PreviewUnit[];
  ingredients: PreviewIngredient[];
  busy: boolean;
  onDraftChange(draft: RecipeDraft): void;
  onCreate(): void;
};

/** The imported recipe as it will be saved, to check and fix before "Create draft". */
export function ImportPreview({ parsed, draft, units, ingredients, busy, ...actions }: Props) {
  const listId = useId();
  const lineText = new Map(parsed.lines.map((line) => [line.id, line.text]));
  const general = parsed.warnings.filter((warning) => !warning.lineId);
  // The times as the recipe page will read them: the time the source's total left over
  // reads "Other" (its label, when it has one), and the total is all of them.
  const times = [
    ...recipeTimes({
      prepTimeMinutes: draft.prepTimeMinutes ?? null,
      cookTimeMinutes: draft.cookTimeMinutes ?? null,
      customTimeLabel: draft.customTimeLabel ?? null,
      customTimeMinutes: draft.customTimeMinutes ?? null,
    }).map((time) => `${time.label} ${formatDuration(time.minutes)}`),
    draft.yieldServings ? yieldSummary(draft.yieldServings, draft.servingDescription) : null,
  ].filter(Boolean);
  return (
    <section className="import-preview stack" aria-labelledby={`${listId}-title`}>
      <h2 id={`${listId}-title`}>{draft.title}</h2>
      {parsed.sourceUrl ? <p className="import-preview__source">From {parsed.sourceUrl}</p> : null}
      {times.length ? <p>{times.join(" · ")}</p> : null}
      {draft.imageUrls.length ? (
        <p>
          {draft.imageUrls.length} picture{draft.imageUrls.length === 1 ? "" : "s"} will be copied
          into your media.
        </p>
      ) : null}
      {general.length ? (
        <ul className="import-preview__warnings" aria-label="Warnings">
          {general.map((warning) => (
            <li key={warning.message}>{warning.message}</li>
          ))}
        </ul>
      ) : null}
      <datalist id={listId}>
        {ingredients.map((row) => (
          <option key={row.id} value={row.title} />
        ))}
      </datalist>
      <h3>Ingredients</h3>
      {(draft.ingredientUsageGroups ?? []).map((group) => (
        <div key={group.id} className="import-preview__group">
          {group.title ? <h4>{group.title}</h4> : null}
          <ul className="import-lines">
            {(group.ingredientUsages ?? []).map((usage) => (
              <ImportLineRow
                key={usage.id}
                usage={usage}
                sourceText={lineText.get(usage.id ?? "") ?? ""}
                warnings={parsed.warnings.filter((warning) => warning.lineId === usage.id)}
                units={units}
                ingredients={ingredients}
                ingredientListId={listId}
                onChange={(next) => actions.onDraftChange(replaceUsage(draft, next))}
              />
            ))}
          </ul>
        </div>
      ))}
      <h3>Instructions</h3>
      {(draft.instructionGroups ?? []).map((group) => (
        <div key={group.id} className="import-preview__group">
          {group.title ? <h4>{group.title}</h4> : null}
          <ol>
            {(group.instructions ?? []).map((step) => (
              <li key={step.id}>{plainStep(step.content as RichText | null, units)}</li>
            ))}
          </ol>
        </div>
      ))}
      <div>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={actions.onCreate}
        >
          {busy ? "Creating…" : "Create draft"}
        </button>
      </div>
    </section>
  );
}

/**
 * A step with its measurements marked, so the creator sees what was recognised, and written
 * as the recipe page writes them for the unit the source used ("¼ cup", "375°F").
 */
function plainStep(content: RichText | null, units: PreviewUnit[]) {
  if (!content) return "";
  return content.children.flatMap((block) =>
    block.type === "paragraph"
      ? block.children.map((node, index) => {
          if ("text" in node) return node.text;
          if (node.type !== "measurement") return "";
          return (
            <mark key={index} className="import-preview__measurement">
              {measurementAsWritten(node, units)}
            </mark>
          );
        })
      : [],
  );
}

/**
 * The yield as the page will read it, for the count the import found: "Makes 24 cookies", or
 * "Serves 4 (3 rolls each)" when the words say what one serving holds.
 */
function yieldSummary(count: number, description: string | null | undefined): string {
  const { noun, each } = servingWords(description);
  if (noun) return `Makes ${count} ${noun}`;
  return `Serves ${count}${each ? ` (${each})` : ""}`;
}
