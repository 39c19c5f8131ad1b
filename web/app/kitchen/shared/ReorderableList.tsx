import { type ReactNode, useCallback, useLayoutEffect, useRef, useState } from "react";
import { moveByKey, moveToKey } from "./reorder";

export type ReorderControls = {
  /** The drag handle and the Move up / Move down buttons, to place in the item's header. */
  handle: ReactNode;
  index: number;
  count: number;
};

type Props<T> = {
  items: readonly T[];
  keyOf(item: T): string;
  /** Names the item in button labels and announcements: "Move up: Step 2". */
  itemLabel(item: T, index: number): string;
  onReorder(next: T[]): void;
  renderItem(item: T, controls: ReorderControls): ReactNode;
  /** Accessible name of the list, e.g. "Ingredient groups". */
  label: string;
  className?: string;
  itemClassName?: string;
  /** "ol" for things whose order is their meaning (steps); "ul" otherwise. */
  as?: "ol" | "ul";
};

type PendingFocus = { key: string; direction: "up" | "down" };

/**
 * A list the author reorders by dragging an item's handle, or from the keyboard with its
 * "Move up" / "Move down" buttons. Focus follows the moved item (to the same button, or
 * the other one when the item reached an end), and a polite live region says where it went.
 * Nested lists work: each list only answers drags that started in it.
 */
export function ReorderableList<T>({
  items,
  keyOf,
  itemLabel,
  onReorder,
  renderItem,
  label,
  className,
  itemClassName,
  as: Tag = "ul",
}: Props<T>) {
  const listRef = useRef<HTMLOListElement & HTMLUListElement>(null);
  const pendingFocus = useRef<PendingFocus | null>(null);
  const [dragKey, setDragKey] = useState<string | null>(null);
  const [overKey, setOverKey] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");

  const announce = useCallback(
    (next: readonly T[], key: string) => {
      const index = next.findIndex((item) => keyOf(item) === key);
      const item = next[index];
      if (item === undefined) return;
      setAnnouncement(`${itemLabel(item, index)} moved to position ${index + 1} of ${next.length}`);
    },
    [keyOf, itemLabel],
  );

  const move = (key: string, direction: "up" | "down") => {
    const next = moveByKey(items, key, direction === "up" ? -1 : 1, keyOf);
    if (next === items) return;
    pendingFocus.current = { key, direction };
    onReorder(next);
    announce(next, key);
  };

  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    const list = listRef.current;
    if (!pending || !list) return;
    pendingFocus.current = null;
    const row = Array.from(list.children).find(
      (child) => (child as HTMLElement).dataset.reorderKey === pending.key,
    );
    if (!row) return;
    const same = row.querySelector<HTMLButtonElement>(`[data-move="${pending.direction}"]`);
    const other = row.querySelector<HTMLButtonElement>(
      `[data-move="${pending.direction === "up" ? "down" : "up"}"]`,
    );
    (same && !same.disabled ? same : other)?.focus();
  }, [items]);

  const endDrag = () => {
    setDragKey(null);
    setOverKey(null);
  };

  return (
    <>
      <Tag ref={listRef} className={`reorder-list ${className ?? ""}`} aria-label={label}>
        {items.map((item, index) => {
          const key = keyOf(item);
          const name = itemLabel(item, index);
          const handle = (
            <span className="reorder-controls">
              {/* Only the grip drags: a draggable row would steal text selection from its fields. */}
              <span
                className="reorder-controls__grip"
                title="Drag to reorder"
                aria-hidden="true"
                draggable
                onDragStart={(event) => {
                  event.stopPropagation();
                  event.dataTransfer.effectAllowed = "move";
                  event.dataTransfer.setData("text/plain", name);
                  const row = (event.currentTarget as HTMLElement).closest("li");
                  if (row) event.dataTransfer.setDragImage(row, 16, 16);
                  setDragKey(key);
                }}
                onDragEnd={endDrag}
              >
                ⠿
              </span>
              <button
                type="button"
                className="icon-button"
                data-move="up"
                aria-label={`Move up: ${name}`}
                disabled={index === 0}
                onClick={() => move(key, "up")}
              >
                ↑
              </button>
              <button
                type="button"
                className="icon-button"
                data-move="down"
                aria-label={`Move down: ${name}`}
                disabled={index === items.length - 1}
                onClick={() => move(key, "down")}
              >
                ↓
              </button>
            </span>
          );
          return (
            <li
              key={key}
              data-reorder-key={key}
              className={`reorder-list__item ${itemClassName ?? ""}`}
              data-dragging={dragKey === key ? "" : undefined}
              data-drop-target={overKey === key && dragKey !== key ? "" : undefined}
              onDragOver={(event) => {
                if (dragKey === null) return;
                event.preventDefault();
                event.stopPropagation();
                event.dataTransfer.dropEffect = "move";
                if (overKey !== key) setOverKey(key);
              }}
              onDrop={(event) => {
                if (dragKey === null) return;
                event.preventDefault();
                event.stopPropagation();
                const next = moveToKey(items, dragKey, key, keyOf);
                if (next !== items) {
                  onReorder(next);
                  announce(next, dragKey);
                }
                endDrag();
              }}
            >
              {renderItem(item, { handle, index, count: items.length })}
            </li>
          );
        })}
      </Tag>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
