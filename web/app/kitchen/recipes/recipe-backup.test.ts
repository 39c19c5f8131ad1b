import { describe, expect, it } from "vitest";
import { backupKey, forgetBackups } from "../../lib/kitchen-backups";
import { readBackup, writeBackup } from "./recipe-backup";
import { formFromRecipe } from "./recipe-form";
import { fullRecipe } from "./test-recipe.fixture";

/** A Storage over a Map, as localStorage behaves. */
function memoryStore(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const backup = () => ({
  form: formFromRecipe(fullRecipe()),
  imageViews: [],
  at: "2026-12-01T06:00:00.000Z",
  basedOn: "2026-12-01T05:00:00.000Z",
});

describe("the recipe editor's backups in the browser", () => {
  it("are kept per person and recipe, read back whole, and removed", () => {
    const store = memoryStore();
    const mine = backupKey("user-1", "recipe-1");
    writeBackup(store, mine, backup());
    expect(readBackup(store, mine)).toEqual({ v: 1, ...backup() });
    expect(readBackup(store, backupKey("user-2", "recipe-1"))).toBeNull();
    writeBackup(store, mine, null);
    expect(readBackup(store, mine)).toBeNull();
  });

  it("one an older editor wrote, or one that is not JSON, is dropped, not offered", () => {
    const store = memoryStore();
    const key = backupKey("user-1", "recipe-1");
    for (const text of ['{"v":0,"form":{}}', "{not json", JSON.stringify({ v: 1, at: "x" })]) {
      store.setItem(key, text);
      expect(readBackup(store, key)).toBeNull();
      expect(store.getItem(key)).toBeNull();
    }
  });

  it("signing out forgets every backup in the browser, and nothing else", () => {
    const store = memoryStore();
    writeBackup(store, backupKey("user-1", "recipe-1"), backup());
    writeBackup(store, backupKey("user-2", "recipe-2"), backup());
    store.setItem("shopping-list:browser", "[]");
    forgetBackups(store);
    expect(store.length).toBe(1);
    expect(store.key(0)).toBe("shopping-list:browser");
  });

  it("storage that refuses to work leaves the editor working", () => {
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("full");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(readBackup(refusing, "k")).toBeNull();
    expect(() => writeBackup(refusing, "k", backup())).not.toThrow();
    expect(() => writeBackup(null, "k", backup())).not.toThrow();
  });
});
