import { describe, expect, it } from "vitest";
import { COOK_PLACE_DAYS, forgetPlace, readPlace, savePlace, startIndex } from "./cook-place";
import { mayResumeCookMode } from "./cook-place-key";

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
    savePlace("recipe-a", { stepId: "s3", open: true, multiplier: 2 }, store, NOW);
    savePlace("recipe-b", { stepId: "s1", open: false, multiplier: 1 }, store, NOW);
    expect(readPlace("recipe-a", store, NOW + 1000)).toEqual({
      stepId: "s3",
      open: true,
      multiplier: 2,
      savedAt: NOW,
    });
    expect(readPlace("recipe-b", store, NOW)?.stepId).toBe("s1");
    expect(readPlace("recipe-c", store, NOW)).toBeNull();
  });

  it(`forgets a place after ${COOK_PLACE_DAYS} days, and drops other stale places on save`, () => {
    const store = memoryStore();
    savePlace("old", { stepId: "s2", open: true, multiplier: 1 }, store, NOW);
    const later = NOW + COOK_PLACE_DAYS * DAY + 1;
    expect(readPlace("old", store, NOW + COOK_PLACE_DAYS * DAY - 1)?.stepId).toBe("s2");
    expect(readPlace("old", store, later)).toBeNull();
    savePlace("new", { stepId: "s1", open: true, multiplier: 1 }, store, later);
    expect([...store.items.keys()]).toEqual(["cook-place:new"]);
  });

  it("leaves other keys of the site alone", () => {
    const store = memoryStore({ "recipe-unit-preferences": "{}" });
    savePlace("a", { stepId: "s1", open: false, multiplier: 1 }, store, NOW);
    expect(store.items.get("recipe-unit-preferences")).toBe("{}");
  });

  it("treats a damaged or hand-edited entry as no place", () => {
    const damaged = [
      "{",
      "null",
      '"s1"',
      "[]",
      `{"stepId":1,"open":true,"multiplier":1,"savedAt":${NOW}}`,
      // A scale the page does not offer: no ×1000 from a hand-edited entry.
      `{"stepId":"s1","open":true,"multiplier":1000,"savedAt":${NOW}}`,
    ];
    for (const raw of damaged) {
      const store = memoryStore({ "cook-place:a": raw });
      expect(readPlace("a", store, NOW), raw).toBeNull();
    }
  });

  it("forgets a finished recipe's place", () => {
    const store = memoryStore();
    savePlace("a", { stepId: "s9", open: true, multiplier: 1 }, store, NOW);
    forgetPlace("a", store);
    expect(readPlace("a", store, NOW)).toBeNull();
  });

  it("works on without storage, or when storage throws", () => {
    expect(readPlace("a", null, NOW)).toBeNull();
    expect(() =>
      savePlace("a", { stepId: "s1", open: true, multiplier: 1 }, null, NOW),
    ).not.toThrow();
    const full = {
      ...memoryStore(),
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() =>
      savePlace("a", { stepId: "s1", open: true, multiplier: 1 }, full, NOW),
    ).not.toThrow();
    expect(readPlace("a", full, NOW)).toBeNull();
  });
});

describe("startIndex", () => {
  const place = (stepId: string) => ({ stepId, open: true, multiplier: 1 as const, savedAt: NOW });
  it("starts at the kept step", () => {
    expect(startIndex(["a", "b", "c"], place("c"))).toBe(2);
  });
  it("starts at the first step without a place or when its step is gone", () => {
    expect(startIndex(["a", "b"], null)).toBe(0);
    expect(startIndex(["a", "b"], place("deleted"))).toBe(0);
  });
});

describe("mayResumeCookMode, the recipe page's cheap look before fetching cook mode", () => {
  it("says yes for a place saved with cook mode open, no for one closed or none", () => {
    const store = memoryStore();
    expect(mayResumeCookMode("r1", store)).toBe(false);
    savePlace("r1", { stepId: "s2", open: true, multiplier: 1 }, store, NOW);
    savePlace("r2", { stepId: "s2", open: false, multiplier: 1 }, store, NOW);
    expect(mayResumeCookMode("r1", store)).toBe(true);
    expect(mayResumeCookMode("r2", store)).toBe(false);
  });

  it("is no where storage throws", () => {
    const throwing = {
      getItem: () => {
        throw new Error("blocked");
      },
    };
    expect(mayResumeCookMode("r1", throwing)).toBe(false);
  });
});
