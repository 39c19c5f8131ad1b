// @vitest-environment happy-dom

import { act, createElement } from "react";
import { describe, expect, test, vi } from "vitest";
import { mountedRoot } from "../../lib/test/mounted-root";
import { Combobox, type ComboboxChoice } from "./Combobox";

/*
 * The ingredient field as an author meets it: a field already showing "water" over a
 * catalogue whose first entry is "00 flour".
 */

const OPTIONS = [
  { value: "flour", label: "00 flour" },
  { value: "butter", label: "unsalted butter" },
  { value: "water", label: "water" },
];

const dom = mountedRoot();

function render(props: { display?: string; freeText?: boolean } = {}) {
  const onChoose = vi.fn<(choice: ComboboxChoice | null) => void>();
  act(() =>
    dom.root.render(
      createElement(Combobox, {
        label: "Ingredient",
        options: OPTIONS,
        display: props.display ?? "water",
        onChoose,
        freeTextLabel: props.freeText ? (text: string) => `Use “${text}” as written` : undefined,
      }),
    ),
  );
  const input = dom.container.querySelector("input") as HTMLInputElement;
  const listbox = dom.container.querySelector('[role="listbox"]') as HTMLElement;
  return { onChoose, input, listbox };
}

const press = (input: HTMLInputElement, key: string) =>
  act(() => {
    input.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
  });

/** Types as a person does: React reads the value through the native setter and an input event. */
const type = (input: HTMLInputElement, value: string) =>
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });

const focus = (input: HTMLInputElement) => act(() => input.focus());
const selected = () => dom.container.querySelectorAll('[role="option"][aria-selected="true"]');

describe("a field that already has a value", () => {
  test("focusing it opens the list with no option active", () => {
    const { input, listbox } = render();
    focus(input);
    expect(listbox.hidden).toBe(false);
    expect(selected()).toHaveLength(0);
    expect(input.getAttribute("aria-activedescendant")).toBeNull();
  });

  test("Enter without a typed search keeps what is there and closes the list", () => {
    const { input, listbox, onChoose } = render();
    focus(input);
    press(input, "Enter");
    expect(onChoose).not.toHaveBeenCalled();
    expect(input.value).toBe("water");
    expect(listbox.hidden).toBe(true);
  });

  test("↓ makes the first option active, and Enter then takes it", () => {
    const { input, onChoose } = render();
    focus(input);
    press(input, "ArrowDown");
    expect(selected()[0]?.textContent).toBe("00 flour");
    press(input, "Enter");
    expect(onChoose).toHaveBeenCalledWith({ kind: "option", value: "flour" });
  });

  test("typing makes the best match active, and Enter takes it", () => {
    const { input, onChoose } = render({ display: "" });
    focus(input);
    type(input, "butt");
    press(input, "Enter");
    expect(onChoose).toHaveBeenCalledWith({ kind: "option", value: "butter" });
  });

  test("Enter on typed words that match nothing keeps them to fix", () => {
    const { input, onChoose } = render({ display: "" });
    focus(input);
    type(input, "xyz");
    press(input, "Enter");
    expect(onChoose).not.toHaveBeenCalled();
    expect(input.value).toBe("xyz");
  });

  test("a cleared field and Enter means none, not the first option", () => {
    const { input, onChoose } = render();
    focus(input);
    type(input, "");
    press(input, "Enter");
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose).toHaveBeenCalledWith(null);
  });
});

describe("Tab", () => {
  test("the open list is never a Tab stop of its own", () => {
    const { input, listbox } = render();
    focus(input);
    expect(listbox.tabIndex).toBe(-1);
    press(input, "Tab");
    expect(listbox.hidden).toBe(true);
  });

  test("a cleared field still means none when Tab leaves it", () => {
    const { input, onChoose } = render();
    focus(input);
    type(input, "");
    press(input, "Tab");
    act(() => input.blur());
    expect(onChoose).toHaveBeenCalledWith(null);
  });
});
