import { memo, type ReactNode, useState } from "react";
import { Combobox } from "../shared/Combobox";
import { SelectField, TextField } from "../shared/Fields";
import { fieldDomId } from "../shared/field-ids";
import { RichTextField } from "../shared/RichTextField";
import { useRecipeEditor } from "./editor-context";
import { ItemHeader } from "./GroupFrame";
import { parseQuantity } from "./quantity-input";
import { lineKey } from "./recipe-fields";
import type { LineForm } from "./recipe-form";

type Props = {
  groupId: string;
  line: LineForm;
  index: number;
  handle: ReactNode;
  updateLine(lineId: string, change: (line: LineForm) => LineForm): void;
  removeLine(lineId: string): void;
};

const DETAIL_FIELDS = ["ingredientTitleOverride", "note", "link"] as const;

/**
 * One ingredient line: amount (typed as the author says it: "1 1/2", "½", "1-2"), unit,
 * ingredient (searched in the catalogue, or typed as is) and preparation; name override,
 * note and link behind "Details".
 */
export const IngredientLineEditor = memo(function IngredientLineEditor({
  groupId,
  line,
  index,
  handle,
  updateLine,
  removeLine,
}: Props) {
  const { errors, clearError, units, unitOptions, ingredientOptions, ingredientTitles } =
    useRecipeEditor();
  const key = (field: string) => lineKey(groupId, line.id, field);
  const hasDetails = Boolean(
    line.note || line.link || (line.ingredientId && line.ingredientTitleOverride),
  );
  const detailError = DETAIL_FIELDS.some((field) => errors[key(field)]);
  const [open, setOpen] = useState(hasDetails);
  const showDetails = open || detailError;
  const titleId = `${line.id}-title`;
  const detailsId = `${line.id}-details`;
  const name = `Ingredient ${index + 1}`;

  const set = (field: keyof LineForm, change: Partial<LineForm>) => {
    clearError(key(field));
    updateLine(line.id, (current) => ({ ...current, ...change }));
  };

  // Checked as typed, so "1 1/2 cups" is flagged before a save is even tried.
  const quantity = parseQuantity(line.quantity);
  const quantityError = errors[key("quantity")] ?? (quantity.ok ? null : quantity.message);
  const ingredientTitle = line.ingredientId
    ? (ingredientTitles.get(line.ingredientId) ?? "(removed ingredient)")
    : "";

  return (
    // biome-ignore lint/a11y/useSemanticElements: a legend can't share its row with the line's buttons
    <div className="kitem" role="group" aria-labelledby={titleId} data-line-id={line.id}>
      <ItemHeader
        titleId={titleId}
        name={name}
        handle={handle}
        details={{ open: showDetails, id: detailsId, toggle: () => setOpen((value) => !value) }}
        onRemove={() => removeLine(line.id)}
      >
        {name}
        {ingredientTitle || line.ingredientTitleOverride ? (
          <span className="subdued">: {line.ingredientTitleOverride || ingredientTitle}</span>
        ) : null}
      </ItemHeader>
      <div className="kitem__row">
        <TextField
          id={fieldDomId(key("quantity"))}
          data-focus-key={`${line.id}-first`}
          label="Amount"
          placeholder="1 1/2"
          autoComplete="off"
          value={line.quantity}
          error={quantityError}
          onChange={(value) => set("quantity", { quantity: value })}
        />
        <SelectField
          id={fieldDomId(key("unitId"))}
          label="Unit"
          emptyLabel="No unit"
          options={unitOptions}
          value={line.unitId}
          error={errors[key("unitId")]}
          onChange={(value) => set("unitId", { unitId: value })}
        />
        <Combobox
          id={fieldDomId(key("ingredientId"))}
          label="Ingredient"
          placeholder="Search ingredients…"
          options={ingredientOptions}
          display={line.ingredientId ? ingredientTitle : line.ingredientTitleOverride}
          error={
            errors[key("ingredientId")] ??
            (line.ingredientId ? null : errors[key("ingredientTitleOverride")])
          }
          freeTextLabel={(text) => `Use “${text}” as written`}
          onChoose={(choice) => {
            clearError(key("ingredientTitleOverride"));
            if (choice === null)
              set("ingredientId", { ingredientId: "", ingredientTitleOverride: "" });
            else if (choice.kind === "text")
              set("ingredientId", { ingredientId: "", ingredientTitleOverride: choice.text });
            else
              set("ingredientId", {
                ingredientId: choice.value,
                // A typed name was the ingredient itself; a catalogue pick replaces it.
                ingredientTitleOverride: line.ingredientId ? line.ingredientTitleOverride : "",
              });
          }}
        />
      </div>
      <RichTextField
        id={fieldDomId(key("preparation"))}
        label="Preparation"
        placeholder="e.g. finely chopped"
        small
        units={units}
        value={line.preparation}
        error={errors[key("preparation")]}
        onChange={(preparation) => set("preparation", { preparation })}
      />
      {/* Mounted only when open: a long recipe need not carry a hidden editor per line. */}
      {showDetails ? (
        <div className="kitem__details" id={detailsId}>
          {line.ingredientId ? (
            <TextField
              id={fieldDomId(key("ingredientTitleOverride"))}
              label="Name shown instead"
              hint={`Leave empty to show “${ingredientTitle}”.`}
              maxLength={200}
              value={line.ingredientTitleOverride}
              error={errors[key("ingredientTitleOverride")]}
              onChange={(value) =>
                set("ingredientTitleOverride", { ingredientTitleOverride: value })
              }
            />
          ) : null}
          <RichTextField
            id={fieldDomId(key("note"))}
            label="Ingredient note"
            small
            units={units}
            value={line.note}
            error={errors[key("note")]}
            onChange={(note) => set("note", { note })}
          />
          <TextField
            id={fieldDomId(key("link"))}
            label="Link URL"
            hint="Where to buy it, or a recipe for it."
            type="url"
            inputMode="url"
            placeholder="https://"
            value={line.link}
            error={errors[key("link")]}
            onChange={(value) => set("link", { link: value })}
          />
        </div>
      ) : null}
    </div>
  );
});
