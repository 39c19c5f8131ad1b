import { type KeyboardEvent, type ReactNode, useId, useMemo, useRef, useState } from "react";
import { FieldError } from "./Fields";
import { describedBy } from "./field-ids";
import { type SearchOption, searchOptions } from "./option-search";

export type ComboboxChoice = { kind: "option"; value: string } | { kind: "text"; text: string };

type Props = {
  label: ReactNode;
  options: readonly SearchOption[];
  /** What the closed field shows: the chosen option's label or the free text. */
  display: string;
  onChoose(choice: ComboboxChoice | null): void;
  /** When set, typed text that matches nothing can be kept as is: returns the option's label. */
  freeTextLabel?(text: string): string;
  /** Keep the typed text after a choice (a chips picker clears it instead). */
  clearOnChoose?: boolean;
  hint?: ReactNode;
  error?: string | null;
  id?: string;
  placeholder?: string;
  hideLabel?: boolean;
  /** Backspace in an empty field (a chips picker removes its last chip). */
  onBackspaceEmpty?(): void;
  className?: string;
};

/**
 * A text field that searches a list (ARIA 1.2 combobox with a listbox popup): type to
 * filter, ↓/↑ to move, Enter to choose, Escape to close and restore. Catalogues of a few
 * thousand ingredients stay fast because at most 50 matches are rendered.
 */
export function Combobox({
  label,
  options,
  display,
  onChoose,
  freeTextLabel,
  clearOnChoose = false,
  hint,
  error,
  id: givenId,
  placeholder,
  hideLabel,
  onBackspaceEmpty,
  className,
}: Props) {
  const generated = useId();
  const id = givenId ?? generated;
  const listId = `${id}-listbox`;
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  // -1: no option is active. Per the ARIA combobox pattern an option becomes active only once
  // the person types or presses ↓/↑, so Enter in a field they merely focused keeps its value
  // (it used to pick the catalogue's first entry over the ingredient already there).
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);

  const text = query ?? display;
  const matches = useMemo(
    () => (open ? searchOptions(options, query ?? "") : []),
    [open, options, query],
  );
  const typed = (query ?? "").trim();
  const exact = matches.some((option) => option.label.toLowerCase() === typed.toLowerCase());
  const offerText = Boolean(freeTextLabel && typed && !exact);
  const count = matches.length + (offerText ? 1 : 0);

  const close = () => {
    setOpen(false);
    setQuery(null);
    setActive(-1);
  };

  const choose = (index: number) => {
    const option = matches[index];
    if (option) onChoose({ kind: "option", value: option.value });
    else if (offerText) onChoose({ kind: "text", text: typed });
    close();
    if (clearOnChoose) setQuery(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(0);
        } else setActive((value) => (count ? (value + 1) % count : -1));
        break;
      case "ArrowUp":
        event.preventDefault();
        if (!open) setOpen(true);
        // From "none", ↑ goes to the last option, as in the pattern.
        setActive((value) => (count ? (Math.max(value, 0) - 1 + count) % count : -1));
        break;
      case "Enter":
        // Enter never submits the surrounding form from here.
        event.preventDefault();
        if (open && active >= 0 && active < count) choose(active);
        else if (query !== null && typed === "") {
          onChoose(null);
          close();
        } else if (query === null) setOpen(false); // nothing typed: the value stays as it is
        break;
      case "Tab":
        // Hidden before the browser moves focus, so the list is never a stop of its own.
        // Only hidden: the blur still reads the typed text (a cleared field means "none").
        setOpen(false);
        break;
      case "Escape":
        if (open || query !== null) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
      case "Backspace":
        if (text === "" && onBackspaceEmpty) onBackspaceEmpty();
        break;
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <div className={`field kfield combobox ${className ?? ""}`}>
      <label htmlFor={id} className={hideLabel ? "visually-hidden" : undefined}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <div className="combobox__control">
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            open && active >= 0 && active < count ? optionId(active) : undefined
          }
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            // Typing makes the best match active (Enter takes it); a cleared field, none.
            setActive(event.target.value.trim() ? 0 : -1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => {
            // A cleared field means "none"; other half-typed text is dropped.
            if (query !== null && typed === "" && !clearOnChoose) onChoose(null);
            close();
          }}
          onKeyDown={onKeyDown}
        />
        <div
          id={listId}
          role="listbox"
          className="combobox__list"
          // A scrollable box is a Tab stop of its own in Chrome: focus went into it, the
          // field's blur hid it, and focus fell to <body>. Its options are reached from the
          // field (aria-activedescendant), so the box itself is never focusable.
          tabIndex={-1}
          hidden={!open || count === 0}
          aria-label={typeof label === "string" ? label : undefined}
        >
          {matches.map((option, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: options are reached from the input through aria-activedescendant (the combobox pattern)
            <div
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="combobox__option"
              // mousedown, not click: it fires before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(index);
              }}
              onMouseMove={() => setActive(index)}
            >
              {option.label}
              {option.hint ? <span className="combobox__hint"> {option.hint}</span> : null}
            </div>
          ))}
          {offerText && freeTextLabel ? (
            // biome-ignore lint/a11y/useFocusableInteractive: reached through aria-activedescendant, like the others
            <div
              id={optionId(matches.length)}
              role="option"
              aria-selected={active === matches.length}
              className="combobox__option combobox__option--text"
              onMouseDown={(event) => {
                event.preventDefault();
                choose(matches.length);
              }}
              onMouseMove={() => setActive(matches.length)}
            >
              {freeTextLabel(typed)}
            </div>
          ) : null}
        </div>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
