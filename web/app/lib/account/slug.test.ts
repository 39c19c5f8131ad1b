import { createSiteBody } from "@schema/api/manage-sites";
import { describe, expect, it } from "vitest";
import { SITE_SLUG_MAX, slugFromTitle, tidySlugInput } from "./slug";

describe("slugFromTitle", () => {
  it("makes lowercase words joined by single dashes", () => {
    expect(slugFromTitle("Maya's Kitchen")).toBe("mayas-kitchen");
    expect(slugFromTitle("  Soups -- and   Stews!  ")).toBe("soups-and-stews");
    expect(slugFromTitle("Bread & Butter")).toBe("bread-and-butter");
    expect(slugFromTitle("Top 10 Bakes 2026")).toBe("top-10-bakes-2026");
  });

  it("folds accents rather than dropping the letters", () => {
    expect(slugFromTitle("Crème Brûlée Club")).toBe("creme-brulee-club");
    expect(slugFromTitle("Smørrebrød")).toBe("smorrebrod");
  });

  it("is empty when nothing in the title can be part of an address", () => {
    expect(slugFromTitle("")).toBe("");
    expect(slugFromTitle("!!! ???")).toBe("");
    expect(slugFromTitle("寿司")).toBe("");
  });

  it("stays within the DNS label limit without a trailing dash", () => {
    const slug = slugFromTitle(`${"a".repeat(62)} b`);
    expect(slug.length).toBeLessThanOrEqual(SITE_SLUG_MAX);
    expect(slug).toBe("a".repeat(62));
    expect(slugFromTitle("word ".repeat(40)).endsWith("-")).toBe(false);
  });

  it("always makes a slug the API's shape accepts (unless reserved)", () => {
    for (const title of ["Maya's Kitchen", "Crème Brûlée Club", "x".repeat(100), "A - B"]) {
      const slug = slugFromTitle(title);
      expect(createSiteBody.safeParse({ title, slug }).success).toBe(true);
    }
  });
});

describe("tidySlugInput", () => {
  it("lowercases and turns spaces and underscores into dashes", () => {
    expect(tidySlugInput("My Site_Name")).toBe("my-site-name");
  });

  it("leaves other characters for validation to point out", () => {
    expect(tidySlugInput("café!")).toBe("café!");
  });
});
