import { readFileSync } from "node:fs";
import path from "node:path";
import { createElement, type FunctionComponent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { isKnownPlatform } from "../../lib/site/social";
import * as recipeIcons from "../recipe/icons";
import * as timerIcons from "../recipe/timer-icons";
import * as siteIcons from "../site/icons";
import { SocialIcon } from "../site/SocialIcon";

const sprite = readFileSync(path.join(import.meta.dirname, "line-icons.svg"), "utf8");
const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]));

/** The symbol names an element's <use href="…#name"> elements point at. */
function usedSymbols(element: Parameters<typeof renderToStaticMarkup>[0]): string[] {
  const html = renderToStaticMarkup(element);
  return [...html.matchAll(/<use href="[^"#]*#([^"]+)"/g)].map((match) => match[1] ?? "");
}

// ChevronIcon and ArrowIcon take a direction; the others ignore it.
const everyIcon = { ...siteIcons, ...recipeIcons, ...timerIcons } as Record<
  string,
  FunctionComponent<{ direction: string }>
>;

describe("line icons", () => {
  it("every icon component draws a symbol the icon file has", () => {
    for (const [name, Icon] of Object.entries(everyIcon)) {
      for (const direction of ["left", "right"]) {
        const used = usedSymbols(createElement(Icon, { direction }));
        expect(used, name).toHaveLength(1);
        expect(symbols, `${name}: #${used[0]}`).toContain(used[0]);
      }
    }
  });

  it("each social platform has its glyph, and an unknown one the website globe", () => {
    for (const platform of ["instagram", "facebook", "x", "discord", "email", "website"]) {
      expect(isKnownPlatform(platform)).toBe(true);
      expect(usedSymbols(createElement(SocialIcon, { platform }))).toEqual([`social-${platform}`]);
    }
    for (const platform of ["myspace", "toString", "constructor"]) {
      expect(isKnownPlatform(platform)).toBe(false);
      expect(usedSymbols(createElement(SocialIcon, { platform }))).toEqual(["social-website"]);
    }
    expect(symbols).toContain("social-website");
  });

  it("keeps the frame the icons had: a 24-unit stroke drawing, hidden from screen readers", () => {
    const html = renderToStaticMarkup(createElement(siteIcons.SearchIcon));
    expect(html).toContain('viewBox="0 0 24 24"');
    expect(html).toContain('stroke="currentColor"');
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('focusable="false"');
  });
});
