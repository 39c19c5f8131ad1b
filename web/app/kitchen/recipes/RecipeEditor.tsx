import type { ManageRecipe } from "@schema/api/manage-recipes";
import type { ManageGlobalsResponse } from "@schema/api/manage-sites";
import type { ImageView } from "@schema/api/public-read";
import type { RecipeVersion } from "@schema/api/recipe-revisions";
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { type NewsletterPanelData, newsletterPanelPath } from "../newsletters/newsletter-panel";
import { RecipeNewsletterSection } from "../newsletters/RecipeNewsletterSection";
import { useNewsletterPanel } from "../newsletters/use-newsletter-panel";
import { NutritionSection } from "../nutrition/NutritionSection";
import { ErrorSummary } from "../shared/ErrorSummary";
import { jumpTo } from "../shared/jump-to";
import { UnsavedChangesDialog } from "../shared/UnsavedChangesDialog";
import { useUnsavedChanges } from "../shared/unsaved-changes";
import { kitchenActionPath } from "../shared/use-kitchen-site";
import { BackupNotice } from "./BackupNotice";
import { BasicsSection } from "./BasicsSection";
import { ContributorsSection } from "./ContributorsSection";
import { DetailsSection } from "./DetailsSection";
import { EditConflictNotice } from "./EditConflictNotice";
import { EditorBar, PREVIEW_FORM_ID } from "./EditorBar";
import { EquipmentSection } from "./EquipmentSection";
import {
  type RecipeEditorContextValue,
  RecipeEditorProvider,
  useCatalogues,
} from "./editor-context";
import { HistorySection } from "./HistorySection";
import { ImagesSection } from "./ImagesSection";
import { IngredientsSection } from "./IngredientsSection";
import { InstructionsSection } from "./InstructionsSection";
import { ingredientRefs as buildIngredientRefs } from "./ingredient-refs";
import { OtherEditorsNotice } from "./OtherEditorsNotice";
import { recipePreviewPath } from "./PreviewButton";
import { recipeEditorsPath } from "./recipe-editors";
import { fieldLabel } from "./recipe-fields";
import { formFromRecipe, type RecipeForm } from "./recipe-form";
import { recipeHistoryPath } from "./recipe-history";
import { formFromVersion } from "./recipe-version";
import { type StatusChange, StatusChangeNotice } from "./StatusChangeNotice";
import { TaxonomySection } from "./TaxonomySection";
import { useOtherEditors } from "./use-other-editors";
import { useRecipeBackup } from "./use-recipe-backup";
import { useRecipeSave } from "./use-recipe-save";

type Props = {
  recipe: ManageRecipe;
  globals: ManageGlobalsResponse;
  /** The recipe's newsletter audience and sends (kitchen/newsletters). */
  newsletter: NewsletterPanelData;
  siteSlug: string;
  siteUrl: string;
  actionPath: string;
};

const SECTIONS = [
  ["section-basics", "Basics"],
  ["section-images", "Images"],
  ["section-details", "Details"],
  ["section-ingredients", "Ingredients"],
  ["section-instructions", "Instructions"],
  ["section-nutrition", "Nutrition"],
  ["section-equipment", "Equipment"],
  ["section-taxonomies", "Categories"],
  ["section-history", "History"],
] as const;

/**
 * The recipe editor: every field of the write shape, in fieldsets. Drafts autosave;
 * published recipes change on "Update". Publishing, unpublishing, previewing and deleting
 * live in the bar at the top (EditorBar).
 */
export function RecipeEditor({
  recipe: loaded,
  globals,
  newsletter,
  siteSlug,
  siteUrl,
  actionPath,
}: Props) {
  const [recipe, setRecipe] = useState(loaded);
  const hydrated = useHydrated();
  const [form, setForm] = useState<RecipeForm>(() => formFromRecipe(loaded));
  const [imageViews, setImageViews] = useState(
    () => new Map<string, ImageView>(loaded.imageViews.map((view) => [view.id, view])),
  );
  const [leaving, setLeaving] = useState(false);
  const [explicitSave, setExplicitSave] = useState(0);
  // Counts successful saves: each changes the history's newest version (HistorySection).
  const [savedCount, setSavedCount] = useState(0);
  const [statusChange, setStatusChange] = useState<StatusChange | null>(null);
  const published = recipe.status === "published";
  const catalogues = useCatalogues(globals);
  const newsletterPanel = useNewsletterPanel(newsletterPanelPath(siteSlug, loaded.id), newsletter);
  const otherEditors = useOtherEditors(recipeEditorsPath(siteSlug, loaded.id));

  const addImageViews = useCallback((views: readonly ImageView[]) => {
    setImageViews((current) => {
      const next = new Map(current);
      for (const view of views) next.set(view.id, view);
      return next;
    });
  }, []);

  const onSaved = useCallback(
    (saved: ManageRecipe) => {
      setRecipe(saved);
      addImageViews(saved.imageViews);
      setSavedCount((count) => count + 1);
    },
    [addImageViews],
  );

  const save = useRecipeSave({
    actionPath,
    recipe,
    form,
    setForm,
    autosave: !published,
    onSaved,
  });
  const blocker = useUnsavedChanges(save.dirty && !leaving);
  const backup = useRecipeBackup({ recipe, form, dirty: save.dirty, imageViews });
  const restoreBackup = () => {
    const kept = backup.take();
    if (!kept) return;
    setForm(kept.form);
    addImageViews(kept.imageViews);
  };

  // Mentions in steps list the lines as they are now; the list keeps its identity while
  // its labels are unchanged, so editors don't re-render on unrelated keystrokes.
  const refsJson = JSON.stringify(
    buildIngredientRefs(form.ingredientGroups, catalogues.unitsById, catalogues.ingredientTitles),
  );
  const ingredientRefs = useMemo(
    () => JSON.parse(refsJson) as { id: string; label: string }[],
    [refsJson],
  );

  const addImage = useCallback(
    (image: ImageView) => setImageViews((current) => new Map(current).set(image.id, image)),
    [],
  );

  const context = useMemo<RecipeEditorContextValue>(
    () => ({
      siteSlug,
      ...catalogues,
      ingredientRefs,
      images: imageViews,
      addImage,
      errors: save.errors,
      clearError: save.clearError,
    }),
    [siteSlug, catalogues, ingredientRefs, imageViews, addImage, save.errors, save.clearError],
  );

  const summary = Object.entries(save.errors).map(([key, message]) => ({
    key,
    message,
    label: fieldLabel(key, form),
  }));

  // A restored version is an edit like any other: a draft autosaves it, a live recipe waits
  // for Update. The field errors of the form it replaces no longer point anywhere.
  const { errors: saveErrors, clearError } = save;
  const restoreVersion = useCallback(
    (version: RecipeVersion) => {
      setForm(formFromVersion(recipe, version));
      addImageViews(version.imageViews);
      for (const key of Object.keys(saveErrors)) clearError(key);
    },
    [recipe, addImageViews, saveErrors, clearError],
  );

  // Saved elsewhere meanwhile: History shows that version (View compares it with the form).
  const { conflict, adopt, keepMine } = save;
  useEffect(() => {
    if (conflict) setSavedCount((count) => count + 1);
  }, [conflict]);
  const [resolving, setResolving] = useState(false);
  const keepMyChanges = useCallback(async () => {
    setExplicitSave((n) => n + 1);
    setResolving(true);
    await keepMine();
    setResolving(false);
  }, [keepMine]);
  const takeSavedVersion = useCallback(() => {
    if (!conflict) return;
    setRecipe(conflict);
    setForm(formFromRecipe(conflict));
    addImageViews(conflict.imageViews);
    adopt(conflict);
  }, [conflict, adopt, addImageViews]);

  const saveNow = useCallback(async () => {
    setExplicitSave((n) => n + 1);
    return (await save.send("save")).ok;
  }, [save.send]);

  // Enter in a field saves a draft at once; a published recipe changes only by "Update".
  const submitted = useRef(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (published || submitted.current) return;
    submitted.current = true;
    void saveNow().finally(() => {
      submitted.current = false;
    });
  };

  return (
    <RecipeEditorProvider value={context}>
      <form
        className="recipe-editor"
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="recipe-editor-title"
      >
        <EditorBar
          recipe={recipe}
          siteSlug={siteSlug}
          newsletter={newsletterPanel}
          title={form.title}
          siteUrl={siteUrl}
          actionPath={actionPath}
          save={save}
          onSaveNow={saveNow}
          onStatusChange={(next, emailed) => {
            setRecipe(next);
            setStatusChange({ status: next.status, emailed });
            if (next.status === "published")
              setForm((current) => ({ ...current, slugFollowsTitle: false }));
          }}
          onLeaving={setLeaving}
        />
        {backup.found ? (
          <BackupNotice
            backup={backup.found}
            savedSince={backup.found.basedOn !== recipe.updatedAt}
            onRestore={restoreBackup}
            onDiscard={backup.discard}
          />
        ) : null}
        {conflict ? (
          <EditConflictNotice
            saved={conflict}
            busy={resolving}
            onKeepMine={keepMyChanges}
            onTakeSaved={takeSavedVersion}
          />
        ) : null}
        <OtherEditorsNotice editors={otherEditors} />
        {statusChange ? (
          <StatusChangeNotice
            change={statusChange}
            title={recipe.title}
            recipeUrl={`${siteUrl}/recipes/${encodeURIComponent(recipe.slug)}`}
          />
        ) : null}
        <ErrorSummary
          errors={summary}
          general={save.state === "error" ? save.general : null}
          focusOnShow={explicitSave > 0}
        />
        <nav aria-label="Recipe sections">
          <ul className="recipe-editor__jump">
            {SECTIONS.map(([id, label]) => (
              <li key={id}>
                <a href={`#${id}`} onClick={(event) => jumpTo(event, id)}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <BasicsSection
          title={form.title}
          slug={form.slug}
          slugFollowsTitle={form.slugFollowsTitle}
          description={form.description}
          note={form.note}
          storyExcerpt={form.storyExcerpt}
          storyMore={form.storyMore}
          storyAudioKey={form.storyAudioKey}
          published={published}
          siteUrl={siteUrl}
          setForm={setForm}
        />
        <ImagesSection images={form.images} title={form.title} setForm={setForm} />
        <DetailsSection
          prepTimeMinutes={form.prepTimeMinutes}
          cookTimeMinutes={form.cookTimeMinutes}
          customTimeLabel={form.customTimeLabel}
          customTimeMinutes={form.customTimeMinutes}
          yieldServings={form.yieldServings}
          servingDescription={form.servingDescription}
          difficultyLevel={form.difficultyLevel}
          privacySetting={form.privacySetting}
          videoId={form.videoId}
          setForm={setForm}
        />
        <IngredientsSection groups={form.ingredientGroups} setForm={setForm} />
        <InstructionsSection groups={form.instructionGroups} setForm={setForm} />
        {/* Drawn once the page has hydrated: its label comes from the live preview call. */}
        {hydrated ? (
          <NutritionSection
            groups={form.ingredientGroups}
            yieldServings={form.yieldServings}
            nutrition={form.nutrition}
            setForm={setForm}
          />
        ) : null}
        <EquipmentSection equipment={form.equipment} setForm={setForm} />
        <TaxonomySection
          globals={globals}
          cuisineIds={form.cuisineIds}
          mealIds={form.mealIds}
          foodCategoryIds={form.foodCategoryIds}
          methodIds={form.methodIds}
          dietIds={form.dietIds}
          tagIds={form.tagIds}
          keywords={form.keywords}
          setForm={setForm}
        />
        <ContributorsSection
          contributorIds={form.contributorIds}
          contributors={globals.contributors}
          setForm={setForm}
        />
        <HistorySection
          path={recipeHistoryPath(siteSlug, loaded.id)}
          savedCount={savedCount}
          recipe={recipe}
          form={form}
          dirty={save.dirty}
          onRestore={restoreVersion}
        />
        {form.legacyRecipeData?.content ? (
          <p className="subdued small">
            This recipe was imported; its original text is kept with it and shown where the recipe
            has no steps.
          </p>
        ) : null}
      </form>
      <RecipeNewsletterSection
        panel={newsletterPanel}
        siteSlug={siteSlug}
        published={published}
        subscribersOnly={recipe.privacySetting === "subscribers_only"}
        initialNote={recipe.newsletterNote ?? ""}
      />
      <form
        id={PREVIEW_FORM_ID}
        method="post"
        action={kitchenActionPath(siteSlug)}
        target="_blank"
        hidden
        rel="noopener"
      >
        <input type="hidden" name="intent" value="preview" />
        <input type="hidden" name="path" defaultValue={recipePreviewPath(recipe.slug)} />
      </form>
      <UnsavedChangesDialog blocker={blocker} onSave={saveNow} onDiscard={backup.forget} />
    </RecipeEditorProvider>
  );
}
