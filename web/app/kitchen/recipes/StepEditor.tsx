import { memo, type ReactNode, useState } from "react";
import { imageUrl } from "../../lib/recipe-page/image-url";
import { FieldError, TextField } from "../shared/Fields";
import { fieldDomId } from "../shared/field-ids";
import { ImageUploader } from "../shared/ImageUploader";
import { RichTextField } from "../shared/RichTextField";
import { useRecipeEditor } from "./editor-context";
import { ItemHeader } from "./GroupFrame";
import { parseMinutes } from "./minutes-input";
import { stepKey } from "./recipe-fields";
import type { StepForm } from "./recipe-form";
import { youtubeId } from "./video-id";

type Props = {
  groupId: string;
  step: StepForm;
  number: number;
  handle: ReactNode;
  updateStep(stepId: string, change: (step: StepForm) => StepForm): void;
  removeStep(stepId: string): void;
};

/**
 * One step: its text (with measurements and mentions of this recipe's ingredient lines
 * from the toolbar) and a timer; note, video and pictures behind "Details".
 */
export const StepEditor = memo(function StepEditor({
  groupId,
  step,
  number,
  handle,
  updateStep,
  removeStep,
}: Props) {
  const { errors, clearError, units, ingredientRefs, siteSlug, images, addImage } =
    useRecipeEditor();
  const key = (field: string) => stepKey(groupId, step.id, field);
  const hasDetails = step.note !== null || step.videoId !== "" || step.imageIds.length > 0;
  const detailError = ["note", "videoId", "imageIds"].some((field) => errors[key(field)]);
  const [open, setOpen] = useState(hasDetails);
  const showDetails = open || detailError;
  const titleId = `${step.id}-title`;
  const detailsId = `${step.id}-details`;
  const name = `Step ${number}`;

  const set = (field: keyof StepForm, change: Partial<StepForm>) => {
    clearError(key(field));
    updateStep(step.id, (current) => ({ ...current, ...change }));
  };
  const timer = parseMinutes(step.timerMinutes);

  return (
    // biome-ignore lint/a11y/useSemanticElements: a legend can't share its row with the step's buttons
    <div className="kitem" role="group" aria-labelledby={titleId}>
      <ItemHeader
        titleId={titleId}
        name={name}
        handle={handle}
        details={{ open: showDetails, id: detailsId, toggle: () => setOpen((value) => !value) }}
        onRemove={() => removeStep(step.id)}
      >
        {name}
      </ItemHeader>
      <div data-focus-key={`${step.id}-first`} tabIndex={-1} className="kitem__content">
        <RichTextField
          id={fieldDomId(key("content"))}
          label={`${name} instructions`}
          units={units}
          ingredientUsages={ingredientRefs}
          value={step.content}
          error={errors[key("content")]}
          onChange={(content) => set("content", { content })}
        />
      </div>
      <TextField
        id={fieldDomId(key("timerMinutes"))}
        label="Timer"
        hint="Minutes, or like 1h 30m. Leave empty for no timer."
        className="kitem__timer"
        autoComplete="off"
        value={step.timerMinutes}
        error={errors[key("timerMinutes")] ?? (timer.ok ? null : timer.message)}
        onChange={(value) => set("timerMinutes", { timerMinutes: value })}
      />
      {showDetails ? (
        <div className="kitem__details" id={detailsId}>
          <RichTextField
            id={fieldDomId(key("note"))}
            label={`${name} note`}
            small
            units={units}
            ingredientUsages={ingredientRefs}
            value={step.note}
            error={errors[key("note")]}
            onChange={(note) => set("note", { note })}
          />
          <TextField
            id={fieldDomId(key("videoId"))}
            label="YouTube video"
            hint="The video's id or its address."
            spellCheck={false}
            value={step.videoId}
            error={errors[key("videoId")]}
            onChange={(value) => set("videoId", { videoId: value })}
            onBlur={() => {
              const id = youtubeId(step.videoId);
              if (id !== step.videoId) set("videoId", { videoId: id });
            }}
          />
          <div id={fieldDomId(key("imageIds"))} tabIndex={-1} className="stack">
            <span className="kfield__label">{name} pictures</span>
            {step.imageIds.length ? (
              <ul className="kthumbs" aria-label={`${name} pictures`}>
                {step.imageIds.map((imageId, index) => {
                  const view = images.get(imageId);
                  return (
                    <li key={imageId} className="kthumb">
                      {view ? (
                        <img
                          src={imageUrl(view, { width: 192, height: 144 })}
                          alt={`${name}, illustration ${index + 1}`}
                        />
                      ) : null}
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        onClick={() =>
                          set("imageIds", {
                            imageIds: step.imageIds.filter((entry) => entry !== imageId),
                          })
                        }
                      >
                        Remove
                        <span className="visually-hidden">
                          {" "}
                          picture {index + 1} of {name}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            ) : null}
            <FieldError id={fieldDomId(key("imageIds"))} error={errors[key("imageIds")]} />
            <ImageUploader
              siteSlug={siteSlug}
              label={`Upload ${name.toLowerCase()} picture`}
              multiple
              compact
              onUploaded={(image) => {
                addImage(image);
                updateStep(step.id, (current) =>
                  current.imageIds.includes(image.id)
                    ? current
                    : { ...current, imageIds: [...current.imageIds, image.id] },
                );
              }}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
});
