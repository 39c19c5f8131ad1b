import type { ImportWarning } from "@schema/api/recipe-import";
import { type ReactNode, useId, useState } from "react";
import { parseQuantity } from "../recipes/quantity-input";
import {
  applyFields,
  type DraftUsage,
  type LineFields,
  lineFields,
  lineSummary,
} from "./draft-lines";
import type { PreviewIngredient, PreviewUnit } from "./import-types";

type Props = {
  usage: DraftUsage;
  sourceText: string;
  warnings: ImportWarning[];
  units: PreviewUnit[];
  ingredients: PreviewIngredient[];
  ingredientListId: string;
  onChange(next: DraftUsage): void;
};

/**
 * One imported ingredient line: the source text, what the importer understood from it (amount,
 * unit, ingredient, preparation, note) as a labelled list, its warnings, and a small form to
 * fix a misreading before the draft is created.
 */
export function ImportLineRow(props: Props) {
  const { usage, units, ingredients } = props;
  const [editing, setEditing] = useState(false);
  const summary = lineSummary(usage, units, ingredients);
  return (
    <li className="import-line" data-testid="import-line">
      <div className="import-line__source">From: {props.sourceText}</div>
      <div className="import-line__read">
        <dl className="import-line__parts">
          <Part label="Amount" name="quantity" value={summary.quantity} />
          <Part label="Unit" name="unit" value={summary.unit} />
          <Part label="Ingredient" name="ingredient" value={summary.ingredient}>
            {summary.known || !summary.ingredient ? null : (
              <span className="import-line__unknown"> (not in the catalogue)</span>
            )}
          </Part>
          {summary.match ? (
            <Part label="Catalogue ingredient" name="match" value={summary.match} />
          ) : null}
          <Part label="Preparation" name="preparation" value={summary.preparation} />
          <Part label="Note" name="note" value={summary.note} />
        </dl>
        <button
          type="button"
          className="button button--small"
          aria-expanded={editing}
          onClick={() => setEditing(!editing)}
        >
          {editing ? "Close" : "Fix"}
          <span className="visually-hidden"> line “{props.sourceText}”</span>
        </button>
      </div>
      {props.warnings.map((warning) => (
        <p key={warning.message} className="import-line__warning" role="note">
          {warning.message}
        </p>
      ))}
      {editing ? (
        <LineForm
          {...props}
          onDone={(next) => {
            props.onChange(next);
            setEditing(false);
          }}
        />
      ) : null}
    </li>
  );
}

/** One part of the line as the importer read it; an empty part says "none". */
function Part(props: { label: string; name: string; value: string; children?: ReactNode }) {
  return (
    <div className="import-line__part">
      <dt>{props.label}</dt>
      <dd data-part={props.name}>
        {props.value ? (
          props.value
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">none</span>
          </>
        )}
        {props.children}
      </dd>
    </div>
  );
}

function LineForm(props: Props & { onDone(next: DraftUsage): void }) {
  const id = useId();
  const [fields, setFields] = useState<LineFields>(() =>
    lineFields(props.usage, props.ingredients),
  );
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof LineFields) => (event: { target: { value: string } }) =>
    setFields({ ...fields, [key]: event.target.value });
  const apply = () => {
    const quantity = parseQuantity(fields.quantity);
    if (!quantity.ok) return setError(quantity.message);
    setError(null);
    props.onDone(applyFields(props.usage, fields, quantity, props.ingredients));
  };
  return (
    <fieldset className="import-line__form">
      <legend className="visually-hidden">Fix “{props.sourceText}”</legend>
      <label htmlFor={`${id}-q`}>Amount</label>
      <input id={`${id}-q`} value={fields.quantity} onChange={set("quantity")} />
      <label htmlFor={`${id}-u`}>Unit</label>
      <select id={`${id}-u`} value={fields.unitId} onChange={set("unitId")}>
        <option value="">No unit</option>
        {props.units.map((unit) => (
          <option key={unit.id} value={unit.id}>
            {unit.title}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-i`}>Ingredient</label>
      <input
        id={`${id}-i`}
        list={props.ingredientListId}
        value={fields.ingredientTitle}
        onChange={set("ingredientTitle")}
      />
      <label htmlFor={`${id}-n`}>Name shown (if not the ingredient's)</label>
      <input id={`${id}-n`} value={fields.name} onChange={set("name")} />
      <label htmlFor={`${id}-p`}>Preparation</label>
      <input id={`${id}-p`} value={fields.preparation} onChange={set("preparation")} />
      <label htmlFor={`${id}-o`}>Note</label>
      <input id={`${id}-o`} value={fields.note} onChange={set("note")} />
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className="button button--primary button--small" onClick={apply}>
        Apply
      </button>
    </fieldset>
  );
}
