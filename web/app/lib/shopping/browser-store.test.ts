import type { ShoppingListLine } from "@schema/api/shopping-list";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  forgetAccountCopy,
  preferCopy,
  readAccountCopy,
  readQueue,
  writeAccountCopy,
  writeQueue,
} from "./browser-store";

const line = (name: string, checked = false) => ({ id: name, name, checked }) as ShoppingListLine;

/** A Map behind the Storage calls the store makes (the unit project runs in Node). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

beforeEach(() => {
  globalThis.localStorage = memoryStorage();
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, "localStorage");
});

describe("the account's copy of the list", () => {
  it("keeps the lines with the server's time of the answer", () => {
    writeAccountCopy([line("flour")], 1_000);
    expect(readAccountCopy()).toEqual({ at: 1_000, lines: [line("flour")] });
  });

  it("reads a copy in an older shape as none", () => {
    localStorage.setItem("shopping-list:copy", JSON.stringify([line("flour")]));
    expect(readAccountCopy()).toBeNull();
  });

  it("is forgotten with the unsent changes on sign-out", () => {
    writeAccountCopy([line("flour")], 1_000);
    writeQueue([{ op: "edit", lineId: "flour", checked: true }]);
    forgetAccountCopy();
    expect(readAccountCopy()).toBeNull();
    expect(readQueue()).toEqual([]);
  });
});

describe("which list a signed-in page starts from", () => {
  const page = { lines: [line("flour")], at: 2_000 };

  it("the page's, when it is as new as the browser's copy or newer", () => {
    expect(preferCopy({ at: 1_000, lines: [] }, false, page)).toBe(false);
    expect(preferCopy({ at: 2_000, lines: [] }, false, page)).toBe(false);
    expect(preferCopy(null, false, page)).toBe(false);
  });

  it("the copy, when the page is a kept copy older than what the browser saw since", () => {
    expect(preferCopy({ at: 3_000, lines: [line("flour", true)] }, false, page)).toBe(true);
  });

  it("the copy, while it holds changes not yet sent, however new the page", () => {
    expect(preferCopy({ at: 1_000, lines: [] }, true, page)).toBe(true);
  });

  it("the copy, when the page came without a list", () => {
    expect(preferCopy({ at: 1_000, lines: [] }, false, { lines: null, at: 0 })).toBe(true);
  });
});
