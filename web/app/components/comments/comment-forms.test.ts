// @vitest-environment happy-dom

import { act, createElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { mountedRoot } from "../../lib/test/mounted-root";
import { CommentEditForm } from "./CommentEditForm";
import { CommentForm } from "./CommentForm";

/* The comment box and the edit box: one field, error and button row, each with its own words. */

const dom = mountedRoot();

const field = () => dom.container.querySelector("textarea") as HTMLTextAreaElement;
const button = (name: string) =>
  [...dom.container.querySelectorAll("button")].find(
    (each) => each.textContent === name,
  ) as HTMLButtonElement;
const labelText = () =>
  dom.container.querySelector(`label[for="${field().id}"]`)?.textContent ?? null;
const errorShown = () => dom.container.querySelector('[role="alert"]');

/** Types as a person does: React reads the value through the native setter and an input event. */
const type = (value: string) =>
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(
      field(),
      value,
    );
    field().dispatchEvent(new Event("input", { bubbles: true }));
  });

const submit = () => act(async () => button(button("Save") ? "Save" : "Submit").click());

describe("CommentForm", () => {
  const mount = (props: Partial<Parameters<typeof CommentForm>[0]> = {}) =>
    act(async () =>
      dom.root.render(
        createElement(CommentForm, {
          label: "Add a comment",
          onSubmit: async () => null,
          ...props,
        }),
      ),
    );

  it("is labelled in sight and waits for words before Submit and Cancel", async () => {
    await mount();
    expect(labelText()).toBe("Add a comment");
    expect(dom.container.querySelector("label")?.className).toBe("comment-form__label");
    expect(button("Submit").disabled).toBe(true);
    expect(button("Cancel").disabled).toBe(true);
    await type("   ");
    expect(button("Submit").disabled).toBe(true);
    await type("Lovely");
    expect(button("Submit").disabled).toBe(false);
    expect(button("Cancel").disabled).toBe(false);
  });

  it("says why a comment was refused, described by the box, and empties it once posted", async () => {
    const onSubmit = vi.fn<(text: string) => Promise<string | null>>();
    onSubmit.mockResolvedValueOnce("Comments are at most 5000 characters");
    onSubmit.mockResolvedValueOnce(null);
    await mount({ onSubmit });
    await type("Too long");
    await submit();
    expect(onSubmit).toHaveBeenCalledWith("Too long");
    expect(errorShown()?.textContent).toBe("Comments are at most 5000 characters");
    expect(field().getAttribute("aria-describedby")).toBe(errorShown()?.id);
    expect(document.activeElement).toBe(field());
    // Typing again clears the old error.
    await type("Just right");
    expect(errorShown()).toBeNull();
    expect(field().hasAttribute("aria-describedby")).toBe(false);
    await submit();
    expect(field().value).toBe("");
    expect(document.activeElement).toBe(field());
  });

  it("as a reply box, takes focus and closes on Cancel", async () => {
    const onCancel = vi.fn();
    await mount({ label: "Reply to Maya", autoFocus: true, onCancel });
    expect(labelText()).toBe("Reply to Maya");
    expect(document.activeElement).toBe(field());
    await type("Thanks!");
    await act(async () => button("Cancel").click());
    expect(onCancel).toHaveBeenCalledOnce();
    expect(field().value).toBe("");
  });
});

describe("CommentEditForm", () => {
  async function mount(props: Partial<Parameters<typeof CommentEditForm>[0]> = {}) {
    const onClose = vi.fn();
    await act(async () =>
      dom.root.render(
        createElement(CommentEditForm, {
          initialText: "Needs more garlic",
          onSave: async () => null,
          onClose,
          isUnchanged: (text) => text === "Needs more garlic",
          ...props,
        }),
      ),
    );
    return onClose;
  }

  it("holds the words, focused with the caret after the last one, labelled for screen readers", async () => {
    await mount();
    expect(field().value).toBe("Needs more garlic");
    expect(document.activeElement).toBe(field());
    expect(field().selectionStart).toBe("Needs more garlic".length);
    expect(labelText()).toBe("Edit your comment");
    expect(dom.container.querySelector("label")?.className).toBe("visually-hidden");
    expect(button("Save").disabled).toBe(false);
    expect(button("Cancel").disabled).toBe(false);
    await type("  ");
    expect(button("Save").disabled).toBe(true);
  });

  it("says why new words were refused, keeps the box, then closes once they are saved", async () => {
    const onSave = vi.fn<(text: string) => Promise<string | null>>();
    onSave.mockResolvedValueOnce("Comments are at most 5000 characters");
    onSave.mockResolvedValueOnce(null);
    const onClose = await mount({ onSave });
    await type("Needs more lemon");
    await submit();
    expect(errorShown()?.textContent).toBe("Comments are at most 5000 characters");
    expect(field().getAttribute("aria-describedby")).toBe(errorShown()?.id);
    expect(document.activeElement).toBe(field());
    expect(onClose).not.toHaveBeenCalled();
    await submit();
    expect(onSave).toHaveBeenLastCalledWith("Needs more lemon");
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("closes without a call when the words are unchanged, and on Escape or Cancel", async () => {
    const onSave = vi.fn(async () => null);
    const onClose = await mount({ onSave });
    await submit();
    expect(onSave).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
    await act(async () => {
      field().dispatchEvent(
        new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }),
      );
    });
    expect(onClose).toHaveBeenCalledTimes(2);
    await act(async () => button("Cancel").click());
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
