import { describe, expect, it } from "vitest";
import { siteThemeVariables } from "../theme";
import { siteIconUrl, tabIconUrl, webAppManifest } from "./site-icons";

const theme = siteThemeVariables({ ...colors() }, null, { accentColor: "#1D4ED8", style: "bold" });

function colors() {
  return {
    colorText: "#222222",
    colorAccent: "#a8371b",
    colorSubdued: "#555555",
    colorOverlay: "rgba(0, 0, 0, 0.5)",
    colorBackground: "#fffaf0",
    colorPanel: "#f5f0e6",
    colorEmphasis: "#7c2d12",
    colorOutline: "#dddddd",
  };
}

const upload = {
  url: "/media/sites/abc/icon.png",
  crop: { x: 10, y: 20, width: 600, height: 600 },
};

describe("site icons", () => {
  it("cuts an uploaded icon square at each size through the media path, crop first", () => {
    expect(siteIconUrl({ icon: upload }, theme, 180)).toBe(
      "/media/sites/abc/icon.png?width=180&height=180&fit=cover&quality=75&crop=10%2C20%2C600%2C600",
    );
  });

  it("shows the favicon upload in the tab, else the site icon cut square, else the platform's", () => {
    const favicon = { url: "/media/sites/abc/favicon.ico" };
    expect(tabIconUrl({ favicon, icon: upload })).toBe("/media/sites/abc/favicon.ico");
    expect(tabIconUrl({ favicon: null, icon: upload })).toBe(
      "/media/sites/abc/icon.png?width=48&height=48&fit=cover&quality=75&crop=10%2C20%2C600%2C600",
    );
    expect(tabIconUrl({ favicon: null, icon: null })).toBe("/favicon.svg");
    expect(tabIconUrl(null)).toBe("/favicon.svg");
  });

  it("names a generated icon by size and accent colour", () => {
    expect(siteIconUrl({ icon: null }, theme, 512)).toBe("/icons/generated-512.png?v=1D4ED8");
  });

  it("gives a manifest the site's name, start URL and theme colours", () => {
    const manifest = webAppManifest(
      { title: "Maya's Kitchen", aboutShort: "Weeknight food", icon: null },
      theme,
    );
    expect(manifest).toMatchObject({
      name: "Maya's Kitchen",
      short_name: "Maya's Kitchen",
      description: "Weeknight food",
      start_url: "/",
      scope: "/",
      display: "standalone",
      background_color: "#fffaf0",
      // The bold header style fills the header (the installed app's title bar) with the accent.
      theme_color: "#1D4ED8",
    });
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose, icon.type])).toEqual([
      ["192x192", "any", "image/png"],
      ["512x512", "any", "image/png"],
      ["512x512", "maskable", "image/png"],
    ]);
  });

  it("offers an uploaded icon as is only, since it may reach the edges a mask crops", () => {
    const manifest = webAppManifest({ title: "Bakes", aboutShort: null, icon: upload }, theme);
    expect(manifest.description).toBeUndefined();
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ["192x192", "any"],
      ["512x512", "any"],
    ]);
    expect(manifest.icons.every((icon) => icon.src.startsWith("/media/"))).toBe(true);
  });
});
