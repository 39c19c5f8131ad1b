import type { ManageRecipe } from "@schema/api/manage-recipes";
import type { RecipeRevisionResponse } from "@schema/api/recipe-revisions";
import { Moment } from "../../components/Moment";
import { Dialog } from "../shared/Dialog";
import { useRecipeEditor } from "./editor-context";
import { ingredientRefs } from "./ingredient-refs";
import type { RecipeForm } from "./recipe-form";
import { VERSION_KIND_LABELS } from "./recipe-history";
import { recipeName } from "./recipe-name";
import { differencesSentence, formFromVersion, versionDifferences } from "./recipe-version";
import {
  anyChange,
  type DiffGroup,
  type DiffPart,
  diffGroups,
  diffWriting,
  type WritingChange,
} from "./version-diff";
import { ingredientsText, stepsText, writingText } from "./version-text";

export type RecipeRevision = RecipeRevisionResponse["revision"];

type Props = {
  revision: RecipeRevision;
  /** The recipe as the editor holds it, and the form: what the version is compared with. */
  recipe: ManageRecipe;
  form: RecipeForm;
  /** The form holds edits not saved yet, which restoring would replace. */
  dirty: boolean;
  onRestore(): void;
  onClose(): void;
};

/**
 * One version of the recipe, read-only: what made it, where it differs from what the editor
 * holds, the writing it would change, its ingredients and its steps as text, with the words
 * restoring would change marked; "Restore this version" loads it into the form.
 */
export function VersionDialog({ revision, recipe, form, dirty, onRestore, onClose }: Props) {
  const { units, unitsById, ingredientTitles } = useRecipeEditor();
  const held = formFromVersion(recipe, revision.recipe);
  const labelsOf = (groups: RecipeForm["ingredientGroups"]) =>
    new Map(ingredientRefs(groups, unitsById, ingredientTitles).map((ref) => [ref.id, ref.label]));
  const ingredients = diffGroups(
    ingredientsText(held.ingredientGroups, unitsById, ingredientTitles),
    ingredientsText(form.ingredientGroups, unitsById, ingredientTitles),
  );
  const steps = diffGroups(
    stepsText(held.instructionGroups, units, labelsOf(held.ingredientGroups)),
    stepsText(form.instructionGroups, units, labelsOf(form.ingredientGroups)),
  );
  const differences = versionDifferences(recipe, revision.recipe, form);
  const writing = diffWriting(
    writingText(held, units, labelsOf(held.ingredientGroups)),
    writingText(form, units, labelsOf(form.ingredientGroups)),
    differences,
  );

  return (
    <Dialog
      title={recipeName(revision.title)}
      confirmLabel="Restore this version"
      cancelLabel="Close"
      // Over unsaved changes it is a loss: Close has the focus and the button says so.
      tone={dirty ? "danger" : "default"}
      wide
      onConfirm={onRestore}
      onClose={onClose}
    >
      <p className="subdued">
        {VERSION_KIND_LABELS[revision.kind]} <Moment iso={revision.savedAt} />
        {revision.savedBy ? ` by ${revision.savedBy.name}` : ""}. Read only.
      </p>
      <p>{differencesSentence(differences)}</p>
      <p className={dirty ? "version-dialog__warning" : "subdued"}>
        {dirty
          ? "Restoring replaces the changes you have not saved yet; they are not in the history."
          : "Restoring loads this version into the editor. What is saved now stays in the history."}
      </p>
      {writing.length || anyChange(ingredients) || anyChange(steps) ? (
        <p className="subdued small">
          Marked against what you are editing:{" "}
          <ins className="version-text__change">what restoring brings back</ins>,{" "}
          <del className="version-text__change">what it takes out</del>.
        </p>
      ) : null}
      {writing.map((change) => (
        <WritingText key={change.label} change={change} />
      ))}
      <TextGroups heading="Ingredients" groups={ingredients} list="ul" empty="No ingredients." />
      <TextGroups heading="Steps" groups={steps} list="ol" empty="No steps." />
    </Dialog>
  );
}

function TextGroups({
  heading,
  groups,
  list: List,
  empty,
}: {
  heading: string;
  groups: DiffGroup[];
  list: "ul" | "ol";
  empty: string;
}) {
  // The version's own items; what only the editor holds is listed too, marked as going.
  const held = groups.some((group) => group.items.some((item) => item.presence !== "removed"));
  return (
    <section className="version-text">
      <h3 className="version-text__heading">{heading}</h3>
      {held ? null : <p className="subdued">{empty}</p>}
      {groups.map((group) =>
        group.items.length ? (
          <div key={group.id}>
            {group.title ? <h4 className="version-text__group">{group.title}</h4> : null}
            <List className="version-text__list">
              {group.items.map((item) => (
                <li key={item.id}>
                  {item.parts.map((part, at) => (
                    // The parts of one text, in order: their place is their identity.
                    <DiffText key={at} part={part} />
                  ))}
                  {item.moved ? <span className="version-text__moved"> (moved)</span> : null}
                </li>
              ))}
            </List>
          </div>
        ) : null,
      )}
    </section>
  );
}

/** A field of the writing restoring would change: its changed paragraphs, marked. */
function WritingText({ change }: { change: WritingChange }) {
  return (
    <section className="version-text">
      <h3 className="version-text__heading">{change.label}</h3>
      {change.paragraphs.length ? null : (
        <p className="subdued">The words are the same; the formatting or links differ.</p>
      )}
      {change.paragraphs.map((paragraph, at) =>
        "same" in paragraph ? (
          // The paragraphs of one field, in order: their place is their identity.
          <p key={at} className="subdued small">
            {paragraph.same === 1
              ? "(1 paragraph the same)"
              : `(${paragraph.same} paragraphs the same)`}
          </p>
        ) : (
          <p key={at} className="version-text__paragraph">
            {paragraph.parts.map((part, index) => (
              <DiffText key={index} part={part} />
            ))}
          </p>
        ),
      )}
    </section>
  );
}

/** A run of a line or step: plain, brought back by restoring, or taken out by it. */
function DiffText({ part }: { part: DiffPart }) {
  if (part.change === "same") return <>{part.text}</>;
  const Mark = part.change === "added" ? "ins" : "del";
  return (
    <Mark className="version-text__change">
      {/* Most screen readers do not announce ins and del. */}
      <span className="visually-hidden">
        {part.change === "added" ? "[brought back: " : "[taken out: "}
      </span>
      {part.text}
      <span className="visually-hidden">]</span>
    </Mark>
  );
}
