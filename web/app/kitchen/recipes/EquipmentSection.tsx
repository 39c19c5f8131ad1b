import { memo, useCallback } from "react";
import { imageUrl } from "../../lib/recipe-page/image-url";
import { Combobox } from "../shared/Combobox";
import { FieldError, FormSection, SelectField, TextField } from "../shared/Fields";
import { fieldDomId } from "../shared/field-ids";
import { focusLater } from "../shared/focus-later";
import { ImageUploader } from "../shared/ImageUploader";
import { ReorderableList } from "../shared/ReorderableList";
import { removeByKey, replaceByKey } from "../shared/reorder";
import { useRecipeEditor } from "./editor-context";
import { byId, type SetForm } from "./form-update";
import { equipmentKey } from "./recipe-fields";
import { type EquipmentForm, newEquipment } from "./recipe-form";

type Props = { equipment: EquipmentForm[]; setForm: SetForm };

/** The tools the recipe needs, from the equipment catalogue, with optional name, note, link, picture. */
export const EquipmentSection = memo(function EquipmentSection({ equipment, setForm }: Props) {
  const { equipmentOptions, errors, clearError, siteSlug, images, addImage } = useRecipeEditor();
  const titles = new Map(equipmentOptions.map((option) => [option.value, option.label]));
  const update = useCallback(
    (change: (list: EquipmentForm[]) => EquipmentForm[]) =>
      setForm((form) => ({ ...form, equipment: change(form.equipment) })),
    [setForm],
  );
  const name = (usage: EquipmentForm, index: number) =>
    `Equipment ${index + 1} (${usage.equipmentTitleOverride.trim() || titles.get(usage.equipmentId) || "none chosen"})`;

  return (
    <FormSection legend="Equipment" id="section-equipment">
      <div id={fieldDomId("equipmentUsages")} tabIndex={-1}>
        <FieldError id={fieldDomId("equipmentUsages")} error={errors.equipmentUsages} />
      </div>
      {equipment.length ? (
        <ReorderableList
          label="Equipment"
          items={equipment}
          keyOf={byId}
          itemLabel={name}
          onReorder={(next) => update(() => next)}
          renderItem={(usage, { handle, index }) => {
            const key = (field: string) => equipmentKey(usage.id, field);
            const set = (field: keyof EquipmentForm, change: Partial<EquipmentForm>) => {
              clearError(key(field));
              update((list) =>
                replaceByKey(list, usage.id, (current) => ({ ...current, ...change }), byId),
              );
            };
            const picture = usage.imageOverrideId ? images.get(usage.imageOverrideId) : undefined;
            const titleId = `${usage.id}-title`;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a legend can't share its row with the item's buttons
              <div className="kitem" role="group" aria-labelledby={titleId}>
                <div className="kitem__header">
                  <span className="kitem__title" id={titleId}>
                    {name(usage, index)}
                  </span>
                  <span className="kitem__tools">
                    {handle}
                    <button
                      type="button"
                      className="icon-button icon-button--danger"
                      aria-label={`Remove ${name(usage, index)}`}
                      onClick={() => {
                        update((list) => removeByKey(list, usage.id, byId));
                        focusLater("add-equipment");
                      }}
                    >
                      ×
                    </button>
                  </span>
                </div>
                <div className="kgrid kgrid--wide">
                  <SelectField
                    id={fieldDomId(key("equipmentId"))}
                    label="Equipment"
                    options={equipmentOptions}
                    value={usage.equipmentId}
                    error={errors[key("equipmentId")]}
                    onChange={(value) => set("equipmentId", { equipmentId: value })}
                  />
                  <TextField
                    id={fieldDomId(key("equipmentTitleOverride"))}
                    label="Name shown instead"
                    hint="Optional, e.g. “9-inch cast-iron skillet”"
                    maxLength={200}
                    value={usage.equipmentTitleOverride}
                    error={errors[key("equipmentTitleOverride")]}
                    onChange={(value) =>
                      set("equipmentTitleOverride", { equipmentTitleOverride: value })
                    }
                  />
                  <TextField
                    id={fieldDomId(key("note"))}
                    label="Equipment note"
                    maxLength={2000}
                    value={usage.note}
                    error={errors[key("note")]}
                    onChange={(value) => set("note", { note: value })}
                  />
                  <TextField
                    id={fieldDomId(key("link"))}
                    label="Link URL"
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    value={usage.link}
                    error={errors[key("link")]}
                    onChange={(value) => set("link", { link: value })}
                  />
                </div>
                <div id={fieldDomId(key("imageOverrideId"))} tabIndex={-1} className="stack">
                  {picture ? (
                    <div className="kthumb">
                      <img
                        src={imageUrl(picture, { width: 192, height: 144 })}
                        alt={name(usage, index)}
                      />
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        onClick={() => set("imageOverrideId", { imageOverrideId: null })}
                      >
                        Remove picture
                        <span className="visually-hidden"> of {name(usage, index)}</span>
                      </button>
                    </div>
                  ) : null}
                  <FieldError
                    id={fieldDomId(key("imageOverrideId"))}
                    error={errors[key("imageOverrideId")]}
                  />
                  <ImageUploader
                    siteSlug={siteSlug}
                    label={picture ? "Replace picture" : "Upload a picture"}
                    compact
                    hint="Optional: shown instead of the catalogue's picture."
                    onUploaded={(image) => {
                      addImage(image);
                      set("imageOverrideId", { imageOverrideId: image.id });
                    }}
                  />
                </div>
              </div>
            );
          }}
        />
      ) : (
        <p className="subdued">No equipment listed.</p>
      )}
      <div data-focus-key="add-equipment">
        <Combobox
          label="Add equipment"
          placeholder="Search equipment…"
          options={equipmentOptions}
          display=""
          clearOnChoose
          onChoose={(choice) => {
            if (choice?.kind !== "option") return;
            update((list) => [...list, newEquipment(choice.value)]);
          }}
        />
      </div>
    </FormSection>
  );
});
