import { describe, expect, it } from "vitest";
import { centeredCrop, clampCrop, isWholeImage, moveCrop, resizeCrop } from "./crop";

const image = { width: 1200, height: 800 };

describe("crop helpers", () => {
  it("keeps a crop inside the picture, in whole pixels", () => {
    expect(clampCrop({ x: -10, y: 790.6, width: 100.4, height: 50 }, image)).toEqual({
      x: 0,
      y: 750,
      width: 100,
      height: 50,
    });
    expect(clampCrop({ x: 0, y: 0, width: 5000, height: 2 }, image)).toEqual({
      x: 0,
      y: 0,
      width: 1200,
      height: 16,
    });
  });

  it("centres the largest crop of an aspect", () => {
    expect(centeredCrop(image, 1)).toEqual({ x: 200, y: 0, width: 800, height: 800 });
    expect(centeredCrop(image, 16 / 9)).toEqual({ x: 0, y: 63, width: 1200, height: 675 });
    expect(centeredCrop(image, null)).toEqual({ x: 0, y: 0, width: 1200, height: 800 });
  });

  it("moves without leaving the picture", () => {
    const crop = { x: 100, y: 100, width: 400, height: 300 };
    expect(moveCrop(crop, 10, -20, image)).toEqual({ ...crop, x: 110, y: 80 });
    expect(moveCrop(crop, 5000, 5000, image)).toEqual({ ...crop, x: 800, y: 500 });
  });

  it("resizes from the corner, keeping an aspect when asked", () => {
    const crop = { x: 0, y: 0, width: 400, height: 300 };
    expect(resizeCrop(crop, 100, 50, image, null)).toEqual({ ...crop, width: 500, height: 350 });
    expect(resizeCrop(crop, 200, 0, image, 4 / 3)).toEqual({ ...crop, width: 600, height: 450 });
    expect(resizeCrop(crop, 5000, 0, image, 4 / 3).height).toBe(800);
  });

  it("knows a crop that keeps everything", () => {
    expect(isWholeImage({ x: 0, y: 0, width: 1200, height: 800 }, image)).toBe(true);
    expect(isWholeImage({ x: 1, y: 0, width: 1199, height: 800 }, image)).toBe(false);
  });
});
