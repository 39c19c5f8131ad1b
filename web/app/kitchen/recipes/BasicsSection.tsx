import { memo } from "react";
import { FormSection, TextAreaField, TextField } from "../shared/Fields";
import { fieldDomId } from "../shared/field-ids";
import { RichTextField } from "../shared/RichTextField";
import { slugify } from "../shared/slug";
import { useRecipeEditor } from "./editor-context";
import type { SetForm } from "./form-update";
import { type RecipeForm, slugAfterTitle } from "./recipe-form";
import { UNTITLED_RECIPE_NAME } from "./recipe-name";
import { StoryAudioField } from "./StoryAudioField";

type Props = {
  title: string;
  slug: string;
  slugFollowsTitle: boolean;
  description: RecipeForm["description"];
  note: RecipeForm["note"];
  storyExcerpt: string;
  storyMore: string;
  storyAudioKey: string | null;
  published: boolean;
  siteUrl: string;
  setForm: SetForm;
};

/** Title, slug, description, story (written and read aloud) and note. */
export const BasicsSection = memo(function BasicsSection({
  title,
  slug,
  slugFollowsTitle,
  description,
  note,
  storyExcerpt,
  storyMore,
  storyAudioKey,
  published,
  siteUrl,
  setForm,
}: Props) {
  const { errors, clearError, units, ingredientRefs } = useRecipeEditor();
  const set = <K extends keyof RecipeForm>(key: K, value: RecipeForm[K]) => {
    clearError(key);
    setForm((form) => ({ ...form, [key]: value }));
  };

  return (
    <FormSection legend="Basics" id="section-basics">
      <TextField
        id={fieldDomId("title")}
        label="Title"
        placeholder={UNTITLED_RECIPE_NAME}
        value={title}
        required
        maxLength={200}
        error={errors.title}
        onChange={(value) => {
          clearError("title");
          clearError("slug");
          setForm((form) => ({ ...form, title: value, slug: slugAfterTitle(form, value) }));
        }}
      />
      <TextField
        id={fieldDomId("slug")}
        label="Slug"
        value={slug}
        required
        maxLength={120}
        spellCheck={false}
        autoCapitalize="off"
        error={errors.slug}
        hint={
          <>
            The recipe's address: {siteUrl.replace(/^https?:\/\//, "")}/recipes/
            <strong>{slug || "…"}</strong>.{" "}
            {slugFollowsTitle
              ? "It follows the title until you change it."
              : published
                ? "If you change it, the old address will lead to the new one."
                : null}
          </>
        }
        onChange={(value) => {
          clearError("slug");
          setForm((form) => ({ ...form, slug: value, slugFollowsTitle: false }));
        }}
        // Forgiving: "My Pie!" becomes "my-pie" when the field is left.
        onBlur={() => {
          const tidy = slugify(slug);
          if (tidy && tidy !== slug) set("slug", tidy);
        }}
      />
      <RichTextField
        id={fieldDomId("description")}
        label="Description"
        value={description}
        onChange={(doc) => set("description", doc)}
        units={units}
        allowHeadings
        error={errors.description}
      />
      <TextAreaField
        id={fieldDomId("storyExcerpt")}
        label="Story excerpt"
        hint="The opening of your story, shown above the recipe."
        rows={3}
        value={storyExcerpt}
        maxLength={5000}
        error={errors.storyExcerpt}
        onChange={(value) => set("storyExcerpt", value)}
      />
      <TextAreaField
        id={fieldDomId("storyMore")}
        label="Story, continued"
        hint="The rest of the story, behind “Read more”."
        rows={6}
        value={storyMore}
        error={errors.storyMore}
        onChange={(value) => set("storyMore", value)}
      />
      <StoryAudioField value={storyAudioKey} onChange={(key) => set("storyAudioKey", key)} />
      <RichTextField
        id={fieldDomId("note")}
        label="Note"
        hint="Tips, substitutions and storage, shown after the instructions."
        value={note}
        onChange={(doc) => set("note", doc)}
        units={units}
        ingredientUsages={ingredientRefs}
        error={errors.note}
      />
    </FormSection>
  );
});
