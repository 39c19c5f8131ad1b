import { fontFamilies, typeThemes } from "@schema/reference/type-themes";
import { beforeAll, describe, expect, it } from "vitest";
import { buildFontCatalogue } from "../../../build-plugins/font-catalogue";
import type { FontCatalogue } from "./catalogue";
import { catalogueFontsCss, pageFonts } from "./font-face-css";

let catalogue: FontCatalogue;
let fileNames: string[];

beforeAll(async () => {
  const built = await buildFontCatalogue(import.meta.dirname);
  catalogue = built.catalogue;
  fileNames = built.files.map((file) => file.fileName);
}, 60_000);

const theme = (slug: string) => {
  const found = typeThemes.find((t) => t.slug === slug);
  if (!found) throw new Error(slug);
  return found;
};

describe("the self-hosted font catalogue", () => {
  it("ships every offered family, only the weights the themes use, latin woff2 only", () => {
    expect(Object.keys(catalogue.families).sort()).toEqual([...fontFamilies].sort());
    const inter = catalogue.families.Inter?.files.map((file) => file.weight);
    // Modern sets Inter at 400 and 600, Minimal at 300 and 600.
    expect(inter).toEqual([300, 400, 600]);
    expect(catalogue.families["Playfair Display"]?.files.map((f) => f.weight)).toEqual([500, 700]);
    for (const name of fileNames) {
      expect(name).toMatch(/^assets\/fonts\/[a-z0-9-]+-latin-\d00-normal-[0-9a-f]{10}\.woff2$/);
    }
    expect(catalogue.unicodeRange).toMatch(/^U\+0000-00FF,/);
  });

  it("measures each family's fallback from the font, on a local face of its kind", () => {
    const lora = catalogue.families.Lora?.fallback;
    expect(lora?.family).toBe("Lora Fallback");
    expect(lora?.local[0]).toBe("Times New Roman");
    expect(catalogue.families.Inter?.fallback.local[0]).toBe("Arial");
    for (const { fallback } of Object.values(catalogue.families)) {
      for (const value of [
        fallback.sizeAdjust,
        fallback.ascentOverride,
        fallback.descentOverride,
      ]) {
        expect(value).toMatch(/^\d+(\.\d+)?%$/);
      }
      // A size-adjust far from 100% would mean a wrong measurement, not a different font.
      expect(Number.parseFloat(fallback.sizeAdjust)).toBeGreaterThan(70);
      expect(Number.parseFloat(fallback.sizeAdjust)).toBeLessThan(140);
    }
  });
});

describe("pageFonts", () => {
  it("declares the theme's two families with swap, their fallbacks, and preloads the title face", () => {
    const fonts = pageFonts(catalogue, theme("editorial"));
    const css = fonts?.css ?? "";
    const families = [...css.matchAll(/font-family:"([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(families)).toEqual(
      new Set(["Fraunces", "Fraunces Fallback", "Source Serif 4", "Source Serif 4 Fallback"]),
    );
    expect(css.match(/font-display:swap/g)).toHaveLength(4);
    expect(css).toMatch(
      /font-family:"Fraunces Fallback";src:local\("Times New Roman"\),[^;]+;size-adjust:[\d.]+%;ascent-override:[\d.]+%;descent-override:[\d.]+%;line-gap-override:[\d.]+%/,
    );
    expect(fonts?.preload).toBe(catalogue.families.Fraunces?.files[0]?.url);
    expect(fonts?.preload).toMatch(/^\/assets\/fonts\/fraunces-latin-400-normal-/);
  });

  it("preloads the shipped weight nearest the theme's, and writes nothing for unknown families", () => {
    expect(pageFonts(catalogue, theme("market"))?.preload).toMatch(/manrope-latin-600-normal/);
    expect(
      pageFonts(catalogue, {
        displayFontFamily: "Comic Sans",
        displayFontNormalWeight: 400,
        narrativeFontFamily: "Papyrus",
      }),
    ).toBeNull();
    expect(pageFonts(catalogue, null)).toBeNull();
  });
});

describe("the theme preview's stylesheet", () => {
  it("declares every shipped face and every fallback, once", () => {
    const css = catalogueFontsCss(catalogue);
    const faces = Object.values(catalogue.families).reduce((n, f) => n + f.files.length, 0);
    const families = Object.keys(catalogue.families).length;
    expect(css.match(/@font-face/g)).toHaveLength(faces + families);
    for (const family of Object.keys(catalogue.families)) {
      expect(css).toContain(`font-family:"${family}";`);
      expect(css).toContain(`font-family:"${family} Fallback";`);
    }
  });
});
