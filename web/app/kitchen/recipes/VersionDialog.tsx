import type { ManageRecipe } from "@schema/api/manage-recipes";
import type { RecipeRevisionResponse } from "@schema/api/recipe-revisions";
import { Moment } from "../../components/Moment";
import { Dialog } from "../shared/Dialog";
import { useRecipeEditor } from "./editor-context";
import { ingredientRefs } from "./ingredient-refs";
import type { RecipeForm } from "./recipe-form";
import { VERSION_KIND_LABELS } from "./recipe-history";
import { differencesSentence, formFromVersion, versionDifferences } from "./recipe-version";
import { ingredientsText, stepsText, type TextGroup } from "./version-text";

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
 * holds, its ingredients and its steps as text; "Restore this version" loads it into the form.
 */
export function VersionDialog({ revision, recipe, form, dirty, onRestore, onClose }: Props) {
  const { units, unitsById, ingredientTitles } = useRecipeEditor();
  const held = formFromVersion(recipe, revision.recipe);
  const lineLabels = new Map(
    ingredientRefs(held.ingredientGroups, unitsById, ingredientTitles).map((ref) => [
      ref.id,
      ref.label,
    ]),
  );
  const differences = versionDifferences(recipe, revision.recipe, form);

  return (
    <Dialog
      title={revision.title.trim() || "Untitled recipe"}
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
      <TextGroups
        heading="Ingredients"
        groups={ingredientsText(held.ingredientGroups, unitsById, ingredientTitles)}
        list="ul"
        empty="No ingredients."
      />
      <TextGroups
        heading="Steps"
        groups={stepsText(held.instructionGroups, units, lineLabels)}
        list="ol"
        empty="No steps."
      />
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
  groups: TextGroup[];
  list: "ul" | "ol";
  empty: string;
}) {
  const items = groups.some((group) => group.items.length > 0);
  return (
    <section className="version-text">
      <h3 className="version-text__heading">{heading}</h3>
      {items ? (
        groups.map((group) =>
          group.items.length ? (
            <div key={group.id}>
              {group.title ? <h4 className="version-text__group">{group.title}</h4> : null}
              <List className="version-text__list">
                {group.items.map((item) => (
                  <li key={item.id}>{item.text}</li>
                ))}
              </List>
            </div>
          ) : null,
        )
      ) : (
        <p className="subdued">{empty}</p>
      )}
    </section>
  );
}
