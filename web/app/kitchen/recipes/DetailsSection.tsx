import { Link } from "@remix-run/react";
import { memo } from "react";
import { sellsPaidPlans } from "../../lib/interactions/subscribe-box";
import { ChoiceField, FormSection, SelectField, TextField } from "../shared/Fields";
import { fieldDomId } from "../shared/field-ids";
import { kitchenPath } from "../shared/kitchen-sections";
import { useKitchenSite } from "../shared/use-kitchen-site";
import { useRecipeEditor } from "./editor-context";
import type { SetForm } from "./form-update";
import type { Difficulty, Privacy, RecipeForm } from "./recipe-form";
import { youtubeId } from "./video-id";

type Props = Pick<
  RecipeForm,
  | "prepTimeMinutes"
  | "cookTimeMinutes"
  | "customTimeLabel"
  | "customTimeMinutes"
  | "yieldServings"
  | "servingDescription"
  | "difficultyLevel"
  | "privacySetting"
  | "videoId"
> & { setForm: SetForm };

const MINUTES_HINT = "Minutes, or like 1h 30m";

/** Times, servings, difficulty, who may read it, and the recipe's video. */
export const DetailsSection = memo(function DetailsSection({ setForm, ...form }: Props) {
  const { siteSlug, errors, clearError } = useRecipeEditor();
  // The kitchen's site is the site as visitors see it: its plans are what is really on sale.
  const sellsPaid = sellsPaidPlans(useKitchenSite());
  const set = <K extends keyof RecipeForm>(key: K, value: RecipeForm[K]) => {
    clearError(key);
    setForm((current) => ({ ...current, [key]: value }));
  };
  const minutes = (
    key: "prepTimeMinutes" | "cookTimeMinutes" | "customTimeMinutes",
    label: string,
  ) => (
    <TextField
      id={fieldDomId(key)}
      label={label}
      hint={MINUTES_HINT}
      inputMode="text"
      autoComplete="off"
      value={form[key]}
      error={errors[key]}
      onChange={(value) => set(key, value)}
    />
  );

  return (
    <FormSection legend="Details" id="section-details">
      <div className="kgrid">
        {minutes("prepTimeMinutes", "Prep time")}
        {minutes("cookTimeMinutes", "Cook time")}
        <TextField
          id={fieldDomId("customTimeLabel")}
          label="Other time: label"
          hint="E.g. Resting, Chilling"
          maxLength={100}
          value={form.customTimeLabel}
          error={errors.customTimeLabel}
          onChange={(value) => set("customTimeLabel", value)}
        />
        {minutes("customTimeMinutes", "Other time")}
      </div>
      <div className="kgrid">
        <TextField
          id={fieldDomId("yieldServings")}
          label="Servings"
          hint="How many it serves, e.g. 4"
          inputMode="decimal"
          value={form.yieldServings}
          error={errors.yieldServings}
          onChange={(value) => set("yieldServings", value)}
        />
        <TextField
          id={fieldDomId("servingDescription")}
          label="Serving description"
          hint="What they count (slices, cookies) or what one serving holds (3 rolls each)"
          maxLength={200}
          value={form.servingDescription}
          error={errors.servingDescription}
          onChange={(value) => set("servingDescription", value)}
        />
        <SelectField
          id={fieldDomId("difficultyLevel")}
          label="Difficulty"
          emptyLabel="Not set"
          value={form.difficultyLevel}
          error={errors.difficultyLevel}
          options={[
            { value: "easy", label: "Easy" },
            { value: "medium", label: "Medium" },
            { value: "hard", label: "Hard" },
          ]}
          onChange={(value) => set("difficultyLevel", value as Difficulty | "")}
        />
      </div>
      <ChoiceField<Privacy>
        id={fieldDomId("privacySetting")}
        legend="Who can read it"
        value={form.privacySetting}
        error={errors.privacySetting}
        onChange={(value) => set("privacySetting", value)}
        options={[
          { value: "public", label: "Public", description: "Anyone can read the whole recipe." },
          {
            value: "subscribers_only",
            label: "Subscribers only",
            description:
              "Visitors and free subscribers see a preview; paid subscribers read it all.",
          },
        ]}
      />
      {form.privacySetting === "subscribers_only" && !sellsPaid ? (
        // Its readers would meet a Subscribe button that offers only the free plan.
        <p className="notice notice--warning">
          Your site does not sell paid plans yet, so only readers you give paid access can read this
          recipe in full. <Link to={kitchenPath(siteSlug, "plans")}>Set up paid plans</Link>
        </p>
      ) : null}
      <TextField
        id={fieldDomId("videoId")}
        label="YouTube video"
        hint="The video's id or its address (we keep the id)."
        spellCheck={false}
        autoCapitalize="off"
        value={form.videoId}
        error={errors.videoId}
        onChange={(value) => set("videoId", value)}
        onBlur={() => {
          const id = youtubeId(form.videoId);
          if (id !== form.videoId) set("videoId", id);
        }}
      />
    </FormSection>
  );
});
