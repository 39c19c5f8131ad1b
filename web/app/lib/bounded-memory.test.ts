import { describe, expect, it } from "vitest";
import { createBoundedMemory } from "./bounded-memory";

describe("createBoundedMemory", () => {
  it("keeps an entry until its expiry, and one without expiry until it makes room", () => {
    let now = 1_000;
    const memory = createBoundedMemory<string>({ max: 10, now: () => now });
    memory.set("a", "A", 2_000);
    memory.set("b", "B");
    now = 1_999;
    expect(memory.get("a")).toBe("A");
    now = 2_000;
    expect(memory.get("a")).toBeUndefined();
    expect(memory.get("b")).toBe("B");
    expect(memory.size).toBe(1);
  });

  it("does not keep what has already expired", () => {
    const memory = createBoundedMemory<string>({ max: 10, now: () => 5_000 });
    memory.set("a", "A", 5_000);
    expect(memory.get("a")).toBeUndefined();
    expect(memory.size).toBe(0);
  });

  it("makes room by forgetting the least recently used", () => {
    const memory = createBoundedMemory<number>({ max: 2 });
    memory.set("a", 1);
    memory.set("b", 2);
    memory.get("a");
    memory.set("c", 3);
    expect(memory.get("a")).toBe(1);
    expect(memory.get("b")).toBeUndefined();
    expect(memory.get("c")).toBe(3);
  });

  it("counts what weigh says, replaces an entry's weight, and refuses one heavier than the bound", () => {
    const memory = createBoundedMemory<string>({ max: 10, weigh: (text) => text.length });
    memory.set("a", "aaaa");
    memory.set("b", "bbbb");
    memory.set("a", "aa"); // 6 used, not 10
    memory.set("c", "cccc");
    expect([memory.get("a"), memory.get("b"), memory.get("c")]).toEqual(["aa", "bbbb", "cccc"]);
    memory.set("d", "d".repeat(11));
    expect(memory.get("d")).toBeUndefined();
    memory.set("e", "eeeee"); // 15 > 10: the least recently used (a, then b) go
    expect([memory.get("a"), memory.get("b"), memory.get("c"), memory.get("e")]).toEqual([
      undefined,
      undefined,
      "cccc",
      "eeeee",
    ]);
  });
});
