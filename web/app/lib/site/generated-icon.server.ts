import { encode } from "fast-png";
import { DEFAULT_COLORS, textColorOn } from "../theme";

type Rgb = [number, number, number];

/** #rgb or #rrggbb (the alpha of #rgba/#rrggbbaa is dropped: an icon is opaque). */
function rgb(hex: string): Rgb | null {
  let digits = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex)?.[1];
  if (!digits) return null;
  if (digits.length <= 4) digits = [...digits.slice(0, 3)].map((d) => d + d).join("");
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb =>
  [0, 1, 2].map((i) => (a[i] as number) * (1 - t) + (b[i] as number) * t) as Rgb;

/** One channel: the accent, covered by the plate, covered by its well. */
function shade(accent: number, ink: number, well: number, onPlate: number, inWell: number) {
  const plate = accent + (ink - accent) * onPlate;
  return Math.round(plate + (well - plate) * inWell);
}

/**
 * The icon of a site that has not uploaded one: a plate seen from above, in the colour that
 * reads on the site's accent, on a full square of the accent. The plate's rim ends at 34%
 * of the size from the centre, inside the 40% circle a maskable icon's mask keeps, so the
 * same picture serves as maskable. The edges are anti-aliased by pixel coverage.
 */
export function generatedIcon(size: number, accentColor: string): Uint8Array<ArrayBuffer> {
  const accent = rgb(accentColor) ?? (rgb(DEFAULT_COLORS.colorAccent) as Rgb);
  const hex = `#${accent.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
  const ink = rgb(textColorOn(hex)) as Rgb;
  const well = mix(accent, ink, 0.82);
  const rim = size * 0.34;
  const wellEdge = size * 0.245;
  const centre = size / 2;
  const data = new Uint8Array(size * size * 3);
  for (let y = 0; y < size; y++) {
    const dy = y + 0.5 - centre;
    for (let x = 0; x < size; x++) {
      const distance = Math.sqrt((x + 0.5 - centre) ** 2 + dy * dy);
      // Coverage of this pixel by the plate, then by its well: 1 inside, 0 outside.
      const onPlate = Math.min(1, Math.max(0, rim - distance + 0.5));
      const inWell = Math.min(1, Math.max(0, wellEdge - distance + 0.5));
      const at = (y * size + x) * 3;
      data[at] = shade(accent[0], ink[0], well[0], onPlate, inWell);
      data[at + 1] = shade(accent[1], ink[1], well[1], onPlate, inWell);
      data[at + 2] = shade(accent[2], ink[2], well[2], onPlate, inWell);
    }
  }
  // A copy on a plain ArrayBuffer, which a Response body takes.
  return new Uint8Array(encode({ width: size, height: size, data, channels: 3, depth: 8 }));
}
