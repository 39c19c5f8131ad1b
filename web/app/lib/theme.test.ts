import { describe, expect, it } from "vitest";
import { cssColor, DEFAULT_COLORS, textColorOn, themeVariables } from "./theme";

describe("cssColor", () => {
  it.each(["#fff", "#A8371B", "#a8371b80", "rgb(10, 20, 30)", "hsl(20 50% 40% / 0.5)", "teal"])(
    "accepts %j",
    (value) => {
      expect(cssColor(value, "#000")).toBe(value);
    },
  );

  it.each(["", "#ggg", "red; background: url(x)", "var(--x)", "rgb(1,2,3)</style>", "url(x)"])(
    "falls back for %j",
    (value) => {
      expect(cssColor(value, "#000")).toBe("#000");
    },
  );
});

describe("textColorOn", () => {
  it("puts white on dark accents and dark text on light ones", () => {
    expect(textColorOn("#a8371b")).toBe("#ffffff");
    expect(textColorOn("#ffd60a")).toBe("#111111");
    expect(textColorOn("#fe0")).toBe("#111111");
  });
});

describe("themeVariables", () => {
  it("uses the defaults when a site has no theme", () => {
    const vars = themeVariables(null, null);
    expect(vars["--color-accent"]).toBe(DEFAULT_COLORS.colorAccent);
    expect(vars["--font-narrative"]).toMatch(/^system-ui/);
    expect(vars["--font-display-weight-bold"]).toBe("700");
  });

  it("applies a site's theme and quotes font families in front of fallbacks", () => {
    const vars = themeVariables(
      { ...DEFAULT_COLORS, colorAccent: "#ffd60a", colorText: "bad;value" },
      {
        displayFontFamily: "Playfair Display",
        narrativeFontFamily: 'Inter"; color: red',
        displayFontNormalWeight: 500,
        displayFontBoldWeight: 950,
        narrativeFontNormalWeight: 300,
        narrativeFontBoldWeight: 600,
      },
    );
    expect(vars["--color-accent"]).toBe("#ffd60a");
    expect(vars["--color-on-accent"]).toBe("#111111");
    expect(vars["--color-text"]).toBe(DEFAULT_COLORS.colorText);
    expect(vars["--font-display"]).toMatch(/^"Playfair Display", Georgia/);
    expect(vars["--font-narrative"]).toMatch(/^system-ui/);
    expect(vars["--font-display-weight"]).toBe("500");
    expect(vars["--font-display-weight-bold"]).toBe("700");
  });
});
