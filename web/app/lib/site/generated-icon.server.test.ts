import { decode } from "fast-png";
import { describe, expect, it } from "vitest";
import { generatedIcon } from "./generated-icon.server";

const pixel = (png: Uint8Array, x: number, y: number) => {
  const { width, data } = decode(png);
  const at = (y * width + x) * 3;
  return [data[at], data[at + 1], data[at + 2]];
};

describe("generatedIcon", () => {
  it("paints a PNG of the asked size: the accent to the edges, a plate in the middle", () => {
    const png = generatedIcon(192, "#1d4ed8");
    const { width, height, channels } = decode(png);
    expect([width, height, channels]).toEqual([192, 192, 3]);
    expect(pixel(png, 0, 0)).toEqual([0x1d, 0x4e, 0xd8]);
    // White reads best on this blue: the rim is white, the well a pale tint of the accent.
    expect(pixel(png, 96, 96 - 56)).toEqual([255, 255, 255]);
    const [r, , b] = pixel(png, 96, 96) as number[];
    expect(r).toBeGreaterThan(200);
    expect(b).toBeGreaterThan(240);
  });

  it("keeps the plate inside the maskable safe zone (a circle of 40% of the size)", () => {
    const png = generatedIcon(512, "#fde047");
    // Just outside 40% of 512 from the centre, on the diagonal and the axes: accent only.
    for (const [x, y] of [
      [256 + 206, 256],
      [256, 256 - 206],
      [256 + 146, 256 + 146],
    ] as const) {
      expect(pixel(png, x, y)).toEqual([0xfd, 0xe0, 0x47]);
    }
  });

  it("falls back to the default accent for a colour it cannot paint", () => {
    expect(pixel(generatedIcon(180, "oklch(0.6 0.2 30)"), 0, 0)).toEqual([0xa8, 0x37, 0x1b]);
  });
});
