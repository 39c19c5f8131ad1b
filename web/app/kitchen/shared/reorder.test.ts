import { describe, expect, it } from "vitest";
import {
  insertAfterKey,
  moveByKey,
  moveItem,
  moveToKey,
  removeByKey,
  replaceByKey,
} from "./reorder";

const list = ["a", "b", "c", "d"];
const keyOf = (value: string) => value;

describe("moveItem", () => {
  it("moves an item down and up", () => {
    expect(moveItem(list, 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveItem(list, 3, 1)).toEqual(["a", "d", "b", "c"]);
  });

  it("clamps the target and returns the same list when nothing moves", () => {
    expect(moveItem(list, 0, -5)).toBe(list);
    expect(moveItem(list, 3, 99)).toBe(list);
    expect(moveItem(list, 1, 99)).toEqual(["a", "c", "d", "b"]);
    expect(moveItem(list, 7, 0)).toBe(list);
  });

  it("never mutates the list it was given", () => {
    const copy = list.slice();
    moveItem(copy, 0, 3);
    expect(copy).toEqual(list);
  });
});

describe("keyed edits", () => {
  it("moves by key one place up or down, staying put at the ends", () => {
    expect(moveByKey(list, "b", -1, keyOf)).toEqual(["b", "a", "c", "d"]);
    expect(moveByKey(list, "b", 1, keyOf)).toEqual(["a", "c", "b", "d"]);
    expect(moveByKey(list, "a", -1, keyOf)).toBe(list);
    expect(moveByKey(list, "d", 1, keyOf)).toBe(list);
    expect(moveByKey(list, "zz", 1, keyOf)).toBe(list);
  });

  it("drops an item where another one is (drag and drop)", () => {
    expect(moveToKey(list, "a", "c", keyOf)).toEqual(["b", "c", "a", "d"]);
    expect(moveToKey(list, "d", "a", keyOf)).toEqual(["d", "a", "b", "c"]);
  });

  it("replaces, removes and inserts by key", () => {
    expect(replaceByKey(list, "c", (value) => value.toUpperCase(), keyOf)).toEqual([
      "a",
      "b",
      "C",
      "d",
    ]);
    expect(replaceByKey(list, "c", (value) => value, keyOf)).toBe(list);
    expect(removeByKey(list, "b", keyOf)).toEqual(["a", "c", "d"]);
    expect(removeByKey(list, "x", keyOf)).toBe(list);
    expect(insertAfterKey(list, "x", "b", keyOf)).toEqual(["a", "b", "x", "c", "d"]);
    expect(insertAfterKey(list, "x", null, keyOf)).toEqual(["a", "b", "c", "d", "x"]);
  });
});
