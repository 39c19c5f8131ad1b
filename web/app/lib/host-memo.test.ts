import { describe, expect, it } from "vitest";
import { createHostMemo, HOST_MEMO_SECONDS, hostMemoSeconds } from "./host-memo";

describe("createHostMemo", () => {
  it("answers until the answer expires, then forgets it", () => {
    let now = 1_000_000;
    const memo = createHostMemo<string>(() => now);
    memo.remember("demo.example.com", "v1", 30);
    now += 29_999;
    expect(memo.get("demo.example.com")).toBe("v1");
    now += 1;
    expect(memo.get("demo.example.com")).toBeUndefined();
  });

  it("forgets a host's answer when told, so the next view asks afresh", () => {
    const memo = createHostMemo<string>();
    memo.remember("demo.example.com", "v1", 30);
    memo.remember("other.example.com", "o1", 30);
    memo.forget("Demo.Example.com");
    expect(memo.get("demo.example.com")).toBeUndefined();
    expect(memo.get("other.example.com")).toBe("o1");
  });

  it("remembers nothing when turned off", () => {
    const memo = createHostMemo<string>();
    memo.remember("demo.example.com", "v1", 0);
    expect(memo.get("demo.example.com")).toBeUndefined();
  });

  it("keeps each host's own answer, and a newer answer replaces an older one", () => {
    const memo = createHostMemo<string>();
    memo.remember("a.example.com", "a1", 30);
    memo.remember("b.example.com", "b1", 30);
    memo.remember("a.example.com", "a2", 30);
    expect(memo.get("a.example.com")).toBe("a2");
    expect(memo.get("b.example.com")).toBe("b1");
    expect(memo.get("c.example.com")).toBeUndefined();
  });

  it("makes room by forgetting the oldest answer", () => {
    const memo = createHostMemo<number>();
    for (let i = 0; i <= 1000; i++) memo.remember(`site-${i}.example.com`, i, 30);
    expect(memo.get("site-0.example.com")).toBeUndefined();
    expect(memo.get("site-1.example.com")).toBe(1);
    expect(memo.get("site-1000.example.com")).toBe(1000);
  });
});

describe("hostMemoSeconds", () => {
  it("reads a whole number of seconds, and falls back to the default otherwise", () => {
    expect(hostMemoSeconds(undefined)).toBe(HOST_MEMO_SECONDS);
    expect(hostMemoSeconds("")).toBe(HOST_MEMO_SECONDS);
    expect(hostMemoSeconds("0")).toBe(0);
    expect(hostMemoSeconds("45")).toBe(45);
    expect(hostMemoSeconds("-1")).toBe(HOST_MEMO_SECONDS);
    expect(hostMemoSeconds("1.5")).toBe(HOST_MEMO_SECONDS);
    expect(hostMemoSeconds("soon")).toBe(HOST_MEMO_SECONDS);
  });
});
