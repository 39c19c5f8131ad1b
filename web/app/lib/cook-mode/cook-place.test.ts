import { describe, expect, it } from "vitest";
import { COOK_PLACE_DAYS, forgetPlace, readPlace, savePlace, startIndex } from "./cook-place";

/** A Storage-shaped map (the unit project runs in Node, without localStorage). */
function memoryStore(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 28, 12);

describe("cook place", () => {
  it("keeps a place per recipe", () => {
    const store = memoryStore();
    savePlace("recipe-a", { stepId: "s3", open: true }, store, NOW);
    savePlace("recipe-b", { stepId: "s1", open: false }, store, NOW);
    expect(readPlace("recipe-a", store, NOW + 1000)).toEqual({
      stepId: "s3",
      open: true,
      savedAt: NOW,
    });
    expect(readPlace("recipe-b", store, NOW)?.stepId).toBe("s1");
    expect(readPlace("recipe-c", store, NOW)).toBeNull();
  });

  it(`forgets a place after ${COOK_PLACE_DAYS} days, and drops other stale places on save`, () => {
    const store = memoryStore();
    savePlace("old", { stepId: "s2", open: true }, store, NOW);
    const later = NOW + COOK_PLACE_DAYS * DAY + 1;
    expect(readPlace("old", store, NOW + COOK_PLACE_DAYS * DAY - 1)?.stepId).toBe("s2");
    expect(readPlace("old", store, later)).toBeNull();
    savePlace("new", { stepId: "s1", open: true }, store, later);
    expect([...store.items.keys()]).toEqual(["cook-place:new"]);
  });

  it("leaves other keys of the site alone", () => {
    const store = memoryStore({ "recipe-unit-preferences": "{}" });
    savePlace("a", { stepId: "s1", open: false }, store, NOW);
    expect(store.items.get("recipe-unit-preferences")).toBe("{}");
  });

  it("treats a damaged or hand-edited entry as no place", () => {
    for (const raw of ["{", "null", '"s1"', '{"stepId":1,"open":true,"savedAt":0}', "[]"]) {
      const store = memoryStore({ "cook-place:a": raw });
      expect(readPlace("a", store, NOW), raw).toBeNull();
    }
  });

  it("forgets a finished recipe's place", () => {
    const store = memoryStore();
    savePlace("a", { stepId: "s9", open: true }, store, NOW);
    forgetPlace("a", store);
    expect(readPlace("a", store, NOW)).toBeNull();
  });

  it("works on without storage, or when storage throws", () => {
    expect(readPlace("a", null, NOW)).toBeNull();
    expect(() => savePlace("a", { stepId: "s1", open: true }, null, NOW)).not.toThrow();
    const full = {
      ...memoryStore(),
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => savePlace("a", { stepId: "s1", open: true }, full, NOW)).not.toThrow();
    expect(readPlace("a", full, NOW)).toBeNull();
  });
});

describe("startIndex", () => {
  const place = (stepId: string) => ({ stepId, open: true, savedAt: NOW });
  it("starts at the kept step", () => {
    expect(startIndex(["a", "b", "c"], place("c"))).toBe(2);
  });
  it("starts at the first step without a place or when its step is gone", () => {
    expect(startIndex(["a", "b"], null)).toBe(0);
    expect(startIndex(["a", "b"], place("deleted"))).toBe(0);
  });
});
