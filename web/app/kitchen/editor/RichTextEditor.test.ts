// @vitest-environment happy-dom

import type { UnitView } from "@schema/api/public-read";
import type { RichText } from "@schema/content/rich-text";
import {
  $createRangeSelection,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  type LexicalEditor,
} from "lexical";
import { act, createElement } from "react";
import { describe, expect, test, vi } from "vitest";
import { mountedRoot } from "../../lib/test/mounted-root";
import { RichTextEditor, type RichTextEditorProps } from "./RichTextEditor";

/*
 * The editor mounted in a simulated DOM: what an author (and a screen reader) gets from it.
 * Typing is driven through Lexical's API, since the simulated DOM has no real input events.
 */

const unit = (
  id: string,
  [title, pluralTitle]: [string, string],
  abbreviation: string | null,
  kind: UnitView["kind"],
) =>
  ({
    id,
    slug: title,
    title,
    pluralTitle,
    abbreviation,
    kind,
    system: "us",
    ml: null,
    g: null,
  }) satisfies UnitView;

const FAHRENHEIT = unit(
  "9a3c3b8e-2f61-4d6b-9a57-0f3a4d1c2b11",
  ["degree Fahrenheit", "degrees Fahrenheit"],
  "°F",
  "temperature",
);
const PINCH = unit("2d4f6a8c-1b3d-4e5f-8a7b-9c0d1e2f3a4b", ["pinch", "pinches"], null, "other");
const EGGS_LINE = "0e6f1d7a-3c2b-4a59-8f4e-2d1b6c9a7e33";
const GONE_LINE = "7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f";

const dom = mountedRoot();

function render(props: Partial<RichTextEditorProps> = {}) {
  const onChange = vi.fn<(doc: RichText) => void>();
  const all: RichTextEditorProps = {
    value: null,
    onChange,
    label: "Step",
    units: [FAHRENHEIT, PINCH],
    ...props,
  };
  act(() => dom.root.render(createElement(RichTextEditor, all)));
  return { onChange, props: all };
}

function textbox(): HTMLElement {
  const element = dom.container.querySelector<HTMLElement>('[role="textbox"]');
  if (!element) throw new Error("no textbox");
  return element;
}

function editorOf(element: HTMLElement): LexicalEditor {
  const editor = (element as unknown as { __lexicalEditor?: LexicalEditor }).__lexicalEditor;
  if (!editor) throw new Error("no Lexical editor on the textbox");
  return editor;
}

function button(name: string): HTMLButtonElement {
  const found = [
    ...dom.container.querySelectorAll<HTMLButtonElement>('[role="toolbar"] button'),
  ].find((candidate) => candidate.getAttribute("aria-label") === name);
  if (!found) throw new Error(`no toolbar button "${name}"`);
  return found;
}

const toolbarNames = () =>
  [...dom.container.querySelectorAll('[role="toolbar"] button')].map((b) =>
    b.getAttribute("aria-label"),
  );

describe("accessible structure", () => {
  test("the editable region is a multi-line textbox named by the visible label", () => {
    render({ label: "Instructions" });
    const box = textbox();
    expect(box.getAttribute("aria-multiline")).toBe("true");
    const labelId = box.getAttribute("aria-labelledby");
    expect(labelId).toBeTruthy();
    expect(document.getElementById(labelId ?? "")?.textContent).toBe("Instructions");
    expect(box.getAttribute("contenteditable")).toBe("true");
  });

  test("the toolbar is named, controls the textbox, and is one tab stop", () => {
    render({ label: "Instructions" });
    const toolbar = dom.container.querySelector('[role="toolbar"]');
    expect(toolbar?.getAttribute("aria-label")).toBe("Instructions formatting");
    expect(toolbar?.getAttribute("aria-controls")).toBe(textbox().id);
    const tabStops = [...(toolbar?.querySelectorAll("button") ?? [])].filter(
      (b) => b.tabIndex === 0,
    );
    expect(tabStops).toHaveLength(1);
    for (const b of toolbar?.querySelectorAll("button") ?? []) {
      expect(b.getAttribute("type")).toBe("button");
    }
  });

  test("headings only where allowed, ingredient mentions only with ingredient lines", () => {
    render();
    expect(toolbarNames()).toEqual([
      "Bold",
      "Italic",
      "Bulleted list",
      "Numbered list",
      "Link",
      "Insert measurement",
    ]);
    render({ allowHeadings: true, ingredientUsages: [{ id: EGGS_LINE, label: "2 eggs" }] });
    expect(toolbarNames()).toEqual([
      "Bold",
      "Italic",
      "H1 heading",
      "H2 heading",
      "H3 heading",
      "Bulleted list",
      "Numbered list",
      "Link",
      "Insert measurement",
      "Mention an ingredient",
    ]);
  });

  test("each button's name contains the words it shows (voice control, WCAG 2.5.3)", () => {
    render({ allowHeadings: true, ingredientUsages: [{ id: EGGS_LINE, label: "2 eggs" }] });
    // Words as axe's label-content-name-mismatch reads them: letters and digits only.
    const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    const mismatched = [...dom.container.querySelectorAll('[role="toolbar"] button')]
      .map((b) => ({
        shown: words(b.textContent ?? ""),
        name: words(b.getAttribute("aria-label") ?? ""),
      }))
      // One character ("B", "I") is not a word a person would say; axe skips it too.
      .filter(({ shown }) => shown.join("").length > 1)
      .filter(({ shown, name }) => !` ${name.join(" ")} `.includes(` ${shown.join(" ")} `))
      .map(({ shown, name }) => `${shown.join(" ")} → ${name.join(" ")}`);
    expect(mismatched).toEqual([]);
  });

  test("toggle buttons report their state with aria-pressed", () => {
    render();
    expect(button("Bold").getAttribute("aria-pressed")).toBe("false");
    expect(button("Numbered list").getAttribute("aria-pressed")).toBe("false");
    expect(button("Insert measurement").hasAttribute("aria-pressed")).toBe(false);
    expect(button("Insert measurement").getAttribute("aria-haspopup")).toBe("dialog");
  });

  test("arrow keys move focus along the toolbar", () => {
    render();
    button("Bold").focus();
    act(() => {
      button("Bold").dispatchEvent(
        new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }),
      );
    });
    expect(document.activeElement).toBe(button("Italic"));
    expect(button("Italic").tabIndex).toBe(0);
    expect(button("Bold").tabIndex).toBe(-1);
  });

  test("a placeholder is shown for an empty field and announced", () => {
    render({ placeholder: "Describe this step" });
    expect(textbox().getAttribute("aria-placeholder")).toBe("Describe this step");
    expect(dom.container.textContent).toContain("Describe this step");
  });
});

describe("chips", () => {
  test("show unit and ingredient names from the page, and flag a removed ingredient line", () => {
    render({
      ingredientUsages: [{ id: EGGS_LINE, label: "2 eggs" }],
      value: {
        type: "document",
        children: [
          {
            type: "paragraph",
            children: [
              { text: "Heat to " },
              { type: "measurement", quantity: 350, unitId: FAHRENHEIT.id },
              { text: ", beat the " },
              { type: "ingredient-usage-reference", ingredientUsageId: EGGS_LINE },
              { text: " with " },
              { type: "measurement", quantity: 2, unitId: PINCH.id },
              { text: " and " },
              { type: "ingredient-usage-reference", ingredientUsageId: GONE_LINE },
            ],
          },
        ],
      },
    });
    const chips = [...textbox().querySelectorAll(".rte-chip")].map((chip) => chip.textContent);
    expect(chips).toEqual(["350 °F", "2 eggs", "2 pinches", "(removed ingredient)"]);
    expect(textbox().textContent).toContain("Heat to 350 °F, beat the 2 eggs");
  });
});

describe("reporting changes", () => {
  test("an edit is reported as a stored document", async () => {
    const { onChange } = render();
    const editor = editorOf(textbox());
    await act(async () => {
      editor.update(() => {
        $getRoot().selectEnd();
        const selection = $getSelection();
        if ($isRangeSelection(selection)) selection.insertText("Whisk well.");
      });
    });
    expect(onChange).toHaveBeenLastCalledWith({
      type: "document",
      children: [{ type: "paragraph", children: [{ text: "Whisk well." }] }],
    });
  });

  test("the Bold button bolds the selected text and shows as pressed", async () => {
    const { onChange } = render({
      value: { type: "document", children: [{ type: "paragraph", children: [{ text: "salt" }] }] },
    });
    const editor = editorOf(textbox());
    await act(async () => {
      editor.update(() => {
        const [text] = $getRoot().getAllTextNodes();
        if (text) text.select(0, 4);
      });
    });
    await act(async () => button("Bold").click());
    expect(onChange).toHaveBeenLastCalledWith({
      type: "document",
      children: [{ type: "paragraph", children: [{ text: "salt", bold: true }] }],
    });
    expect(button("Bold").getAttribute("aria-pressed")).toBe("true");
  });

  test("a measurement inserted through the dialog lands at the caret", async () => {
    const { onChange } = render({
      value: {
        type: "document",
        children: [{ type: "paragraph", children: [{ text: "Bake at  today" }] }],
      },
    });
    const editor = editorOf(textbox());
    await act(async () => {
      editor.update(() => {
        const [text] = $getRoot().getAllTextNodes();
        if (text) text.select(8, 8);
      });
    });
    await act(async () => button("Insert measurement").click());
    const dialog = document.querySelector("dialog");
    expect(dialog?.getAttribute("aria-labelledby")).toBeTruthy();
    const quantity = dialog?.querySelector("input");
    const select = dialog?.querySelector("select");
    if (!quantity || !select) throw new Error("dialog fields missing");
    await act(async () => {
      setInputValue(quantity, "1 1/2");
      select.value = FAHRENHEIT.id;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await act(async () => {
      dialog?.querySelector("form")?.requestSubmit();
    });
    expect(document.querySelector("dialog")).toBeNull();
    // Back to typing: focus returns to the text, not to the toolbar button.
    expect(document.activeElement).toBe(textbox());
    expect(onChange).toHaveBeenLastCalledWith({
      type: "document",
      children: [
        {
          type: "paragraph",
          children: [
            { text: "Bake at " },
            { type: "measurement", quantity: 1.5, unitId: FAHRENHEIT.id },
            { text: " today" },
          ],
        },
      ],
    });
  });

  test("the measurement dialog refuses a quantity it cannot read", async () => {
    const { onChange } = render();
    await act(async () => button("Insert measurement").click());
    const dialog = document.querySelector("dialog");
    const quantity = dialog?.querySelector("input");
    if (!quantity) throw new Error("no quantity field");
    await act(async () => setInputValue(quantity, "a lot"));
    await act(async () => dialog?.querySelector("form")?.requestSubmit());
    expect(document.querySelector("dialog")).not.toBeNull();
    expect(document.querySelector('[role="alert"]')?.textContent).toContain("Enter a number");
    expect(quantity.getAttribute("aria-invalid")).toBe("true");
    expect(onChange).not.toHaveBeenCalled();
    await act(async () => {
      [...(dialog?.querySelectorAll("button") ?? [])]
        .find((b) => b.textContent === "Cancel")
        ?.click();
    });
    expect(document.querySelector("dialog")).toBeNull();
  });

  test("a new value from the page replaces the content without being reported back", async () => {
    const { onChange, props } = render({
      value: { type: "document", children: [{ type: "paragraph", children: [{ text: "old" }] }] },
    });
    const next: RichText = {
      type: "document",
      children: [{ type: "paragraph", children: [{ text: "new" }] }],
    };
    await act(async () =>
      dom.root.render(createElement(RichTextEditor, { ...props, value: next })),
    );
    expect(textbox().textContent).toBe("new");
    expect(onChange).not.toHaveBeenCalled();
    // An equal document in a new object (a loader re-read) changes nothing.
    await act(async () =>
      dom.root.render(createElement(RichTextEditor, { ...props, value: structuredClone(next) })),
    );
    expect(textbox().textContent).toBe("new");
  });

  test("unsupported formatting shortcuts do not reach the document", async () => {
    const { onChange } = render({
      value: { type: "document", children: [{ type: "paragraph", children: [{ text: "x" }] }] },
    });
    const editor = editorOf(textbox());
    await act(async () => {
      editor.update(() => {
        const selection = $createRangeSelection();
        const [text] = $getRoot().getAllTextNodes();
        if (!text) return;
        selection.anchor.set(text.getKey(), 0, "text");
        selection.focus.set(text.getKey(), 1, "text");
        $setSelection(selection);
        selection.formatText("underline");
      });
    });
    expect(onChange).not.toHaveBeenCalled();
    expect(textbox().querySelector("u, .rte__underline")).toBeNull();
  });
});

/** Sets an input's value the way React notices (its value setter is patched). */
function setInputValue(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}
