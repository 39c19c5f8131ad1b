import { type ReactNode, useEffect, useRef } from "react";
import { ReorderableList } from "../shared/ReorderableList";
import { useSectionForm } from "./SectionForm";

export type Row = { key: string };

let counter = 0;
/** A key for a row made in the browser (rows from the server get theirs on load). */
export const newRowKey = () => `row-${Date.now().toString(36)}-${(counter++).toString(36)}`;

type Props<T extends Row> = {
  /** The list's accessible name: "Header links". */
  label: string;
  rows: readonly T[];
  onChange(rows: T[]): void;
  makeRow(): T;
  /** "Header link 2: Shop", for the move buttons and announcements. */
  itemLabel(row: T, index: number): string;
  /** The row's fields; name them `${list}.${index}.field`. */
  renderRow(row: T, index: number): ReactNode;
  addLabel: string;
  emptyText: string;
  max?: number;
};

/**
 * An ordered list of small records (links, products): add, remove, and reorder by drag or
 * Move up/down. A new row takes the focus; a removed row hands it to the Add button.
 */
export function EditableRows<T extends Row>({
  label,
  rows,
  onChange,
  makeRow,
  itemLabel,
  renderRow,
  addLabel,
  emptyText,
  max,
}: Props<T>) {
  const { markDirty } = useSectionForm();
  const listRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusKey = useRef<string | null>(null);

  const set = (next: T[]) => {
    onChange(next);
    markDirty();
  };

  useEffect(() => {
    const key = focusKey.current;
    if (!key) return;
    focusKey.current = null;
    listRef.current
      ?.querySelector<HTMLElement>(
        `[data-reorder-key="${key}"] input:not([type=hidden]), [data-reorder-key="${key}"] select`,
      )
      ?.focus();
  });

  const full = max !== undefined && rows.length >= max;
  return (
    <div className="editable-rows" ref={listRef}>
      {rows.length === 0 ? (
        <p className="field__hint">{emptyText}</p>
      ) : (
        <ReorderableList
          label={label}
          items={rows}
          keyOf={(row) => row.key}
          itemLabel={itemLabel}
          onReorder={set}
          itemClassName="editable-row"
          renderItem={(row, { handle, index }) => (
            <div className="editable-row__inner">
              <div className="editable-row__tools">
                {handle}
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => {
                    set(rows.filter((entry) => entry.key !== row.key));
                    addRef.current?.focus();
                  }}
                >
                  Remove<span className="visually-hidden"> {itemLabel(row, index)}</span>
                </button>
              </div>
              <div className="editable-row__fields">{renderRow(row, index)}</div>
            </div>
          )}
        />
      )}
      <button
        ref={addRef}
        type="button"
        className="button button--secondary"
        disabled={full}
        onClick={() => {
          const row = makeRow();
          focusKey.current = row.key;
          set([...rows, row]);
        }}
      >
        {addLabel}
      </button>
    </div>
  );
}
