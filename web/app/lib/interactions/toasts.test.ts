import { describe, expect, it } from "vitest";
import { isDismissSwipe, remainingMs, SWIPE_THRESHOLD_PX } from "./toast-dismissal";
import {
  isToastHotkey,
  TOAST_DURATION_MS,
  TOAST_GAP_PX,
  TOAST_VISIBLE,
  TOAST_WIDTH_PX,
  visibleToasts,
} from "./toasts";

describe("toast constants", () => {
  it("match the spec", () => {
    expect(TOAST_DURATION_MS).toBe(4000);
    expect(TOAST_VISIBLE).toBe(1);
    expect(TOAST_GAP_PX).toBe(14);
    expect(TOAST_WIDTH_PX).toBe(356);
    expect(SWIPE_THRESHOLD_PX).toBe(45);
  });
});

describe("toast timing", () => {
  it("counts down only while running", () => {
    expect(remainingMs(4000, 1000, 0, 2500)).toBe(2500);
    expect(remainingMs(4000, null, 1500, 99_999)).toBe(2500);
    expect(remainingMs(4000, 1000, 1500, 2000)).toBe(1500);
    expect(remainingMs(4000, 0, 0, 10_000)).toBe(0);
  });

  it("shows the newest toast only", () => {
    expect(visibleToasts(["new", "old"])).toEqual(["new"]);
    expect(visibleToasts([])).toEqual([]);
  });
});

describe("swipe to dismiss", () => {
  it("dismisses past 45 px in either direction", () => {
    expect(isDismissSwipe(45, 2000)).toBe(true);
    expect(isDismissSwipe(-50, 2000)).toBe(true);
    expect(isDismissSwipe(44, 2000)).toBe(false);
  });

  it("dismisses a quick flick, not a tap", () => {
    expect(isDismissSwipe(20, 100)).toBe(true); // 0.2 px/ms
    expect(isDismissSwipe(20, 400)).toBe(false); // 0.05 px/ms
    expect(isDismissSwipe(2, 1)).toBe(false);
  });
});

describe("hotkey", () => {
  it("is Alt+T without other modifiers", () => {
    const key = { altKey: true, ctrlKey: false, metaKey: false, code: "KeyT" };
    expect(isToastHotkey(key)).toBe(true);
    expect(isToastHotkey({ ...key, ctrlKey: true })).toBe(false);
    expect(isToastHotkey({ ...key, code: "KeyR" })).toBe(false);
  });
});
