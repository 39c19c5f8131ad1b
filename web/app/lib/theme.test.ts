import { describe, expect, it } from "vitest";
import { cssColor, DEFAULT_COLORS, siteThemeVariables, textColorOn, themeVariables } from "./theme";

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
    expect(vars["--font-display"]).toMatch(
      /^"Playfair Display", "Playfair Display Fallback", Georgia/,
    );
    expect(vars["--font-narrative"]).toMatch(/^system-ui/);
    expect(vars["--font-display-weight"]).toBe("500");
    expect(vars["--font-display-weight-bold"]).toBe("700");
  });
});

describe("siteThemeVariables", () => {
  it("keeps the theme's accent and a plain header when there are no tweaks", () => {
    const vars = siteThemeVariables(null, null);
    expect(vars["--color-accent"]).toBe(DEFAULT_COLORS.colorAccent);
    expect(vars["--header-background"]).toBe(DEFAULT_COLORS.colorBackground);
    expect(vars["--header-text"]).toBe(DEFAULT_COLORS.colorText);
    expect(vars["--header-link"]).toBe(DEFAULT_COLORS.colorText);
    expect(siteThemeVariables(null, null, { style: "accent" })["--header-link"]).toBe(
      DEFAULT_COLORS.colorAccent,
    );
  });

  it("puts the accent override on top, with readable text on it", () => {
    const vars = siteThemeVariables(DEFAULT_COLORS, null, { accentColor: "#ffd54f" });
    expect(vars["--color-accent"]).toBe("#ffd54f");
    expect(vars["--color-on-accent"]).toBe("#111111");
  });

  it("ignores an accent override that is not a colour", () => {
    const vars = siteThemeVariables(DEFAULT_COLORS, null, {
      accentColor: "red;}body{display:none",
    });
    expect(vars["--color-accent"]).toBe(DEFAULT_COLORS.colorAccent);
  });

  it("fills the header with the accent for bold, and with the panel colour for tonal", () => {
    const bold = siteThemeVariables(DEFAULT_COLORS, null, {
      accentColor: "#1d4ed8",
      style: "bold",
    });
    expect(bold).toMatchObject({
      "--header-background": "#1d4ed8",
      "--header-text": "#ffffff",
      "--header-link": "#ffffff",
    });
    const tonal = siteThemeVariables(DEFAULT_COLORS, null, { style: "tonal" });
    expect(tonal["--header-background"]).toBe(DEFAULT_COLORS.colorPanel);
    expect(tonal["--header-link"]).toBe(DEFAULT_COLORS.colorAccent);
  });
});
