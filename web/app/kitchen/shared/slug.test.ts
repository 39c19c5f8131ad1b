import { slug as slugSchema } from "@schema/api/common";
import { describe, expect, it } from "vitest";
import { nextSlug, SLUG_MAX, slugify } from "./slug";

describe("slugify", () => {
  it("makes a readable slug from a title", () => {
    expect(slugify("Grandma's Apple Pie")).toBe("grandmas-apple-pie");
    expect(slugify("  Crème brûlée — the easy way!  ")).toBe("creme-brulee-the-easy-way");
    expect(slugify("Mac & Cheese")).toBe("mac-and-cheese");
    expect(slugify("Smørrebrød with Æbleskiver")).toBe("smorrebrod-with-aebleskiver");
    expect(slugify("10-minute  pasta")).toBe("10-minute-pasta");
  });

  it("gives an empty slug for a title with no letters or digits", () => {
    expect(slugify("!!!")).toBe("");
    expect(slugify("")).toBe("");
  });

  it("always produces what the API accepts, within the length limit", () => {
    const titles = ["A".repeat(300), "x - ".repeat(80), "Ünïcödé & ‘quotes’", "🍰 Cake 🍰"];
    for (const title of titles) {
      const slug = slugify(title);
      expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
      expect(slugSchema.safeParse(slug).success).toBe(true);
    }
  });
});

describe("nextSlug", () => {
  it("numbers a taken slug", () => {
    expect(nextSlug("apple-pie")).toBe("apple-pie-2");
    expect(nextSlug("apple-pie-2")).toBe("apple-pie-3");
  });

  it("stays within the limit", () => {
    const long = "a".repeat(SLUG_MAX);
    expect(nextSlug(long)).toHaveLength(SLUG_MAX);
    expect(nextSlug(long).endsWith("-2")).toBe(true);
  });
});
