import { describe, expect, it } from "vitest";
import { browserLabel, whereLabel } from "./signed-in-browsers";

const site = (title: string) => ({ slug: title.toLowerCase(), title });

describe("browserLabel", () => {
  it("says the browser and its system, or what is known of them", () => {
    expect(browserLabel({ browser: "Chrome", os: "macOS" })).toBe("Chrome on macOS");
    expect(browserLabel({ browser: "Safari", os: null })).toBe("Safari");
    expect(browserLabel({ browser: null, os: "iOS" })).toBe("A browser on iOS");
    expect(browserLabel({ browser: null, os: null })).toBe("An unknown browser");
  });
});

describe("whereLabel", () => {
  it("names the platform and the sites, briefly", () => {
    expect(whereLabel({ platform: true, sites: [] })).toBe("On this platform");
    expect(whereLabel({ platform: false, sites: [site("Zesty")] })).toBe("On Zesty");
    expect(whereLabel({ platform: true, sites: [site("Alpine"), site("Zesty")] })).toBe(
      "On this platform, Alpine and Zesty",
    );
  });

  it("counts sites past three rather than naming them all", () => {
    const four = ["A", "B", "C", "D"].map(site);
    expect(whereLabel({ platform: false, sites: four })).toBe("On A, B, C and D");
    const six = ["A", "B", "C", "D", "E", "F"].map(site);
    expect(whereLabel({ platform: true, sites: six })).toBe(
      "On this platform, A, B, C and 3 more sites",
    );
  });
});
