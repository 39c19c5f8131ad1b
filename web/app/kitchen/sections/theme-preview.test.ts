import type { ColorTheme } from "@schema/api/public-site";
import { describe, expect, it } from "vitest";
import { DEFAULT_COLORS } from "../../lib/theme";
import { previewVariables, swatchColors } from "./theme-preview";

const forest: ColorTheme = { ...DEFAULT_COLORS, colorAccent: "#1b5e20", colorPanel: "#eef5ee" };

describe("previewVariables", () => {
  it("uses the chosen theme, with the accent override on top and readable text on it", () => {
    const vars = previewVariables(forest, null, "#ffd54f", null);
    expect(vars["--color-accent"]).toBe("#ffd54f");
    expect(vars["--color-on-accent"]).toBe("#111111");
    expect(vars["--color-panel"]).toBe("#eef5ee");
    expect(vars["--preview-header-background"]).toBe(DEFAULT_COLORS.colorBackground);
  });

  it("ignores an accent that is not a colour (no CSS injection through the preview)", () => {
    expect(previewVariables(forest, null, "red;}body{display:none", null)["--color-accent"]).toBe(
      "#1b5e20",
    );
  });

  it("colours the header by theme style", () => {
    expect(previewVariables(forest, null, null, "bold")).toMatchObject({
      "--preview-header-background": "#1b5e20",
      "--preview-header-text": "#ffffff",
    });
    expect(previewVariables(forest, null, null, "tonal")["--preview-header-background"]).toBe(
      "#eef5ee",
    );
  });

  it("falls back to the platform's defaults without themes, and quotes chosen fonts", () => {
    const vars = previewVariables(
      null,
      {
        displayFontFamily: "Lora",
        narrativeFontFamily: "Inter",
        displayFontNormalWeight: 400,
        displayFontBoldWeight: 700,
        narrativeFontNormalWeight: 400,
        narrativeFontBoldWeight: 700,
      },
      null,
      null,
    );
    expect(vars["--color-accent"]).toBe(DEFAULT_COLORS.colorAccent);
    expect(vars["--font-display"]).toMatch(/^"Lora", /);
    expect(swatchColors(forest)).toEqual([
      forest.colorBackground,
      forest.colorPanel,
      forest.colorText,
      "#1b5e20",
    ]);
  });
});
