import { describe, expect, it } from "vitest";
import { absoluteUrl, imageSrcSet, imageUrl } from "./image-url";

const image = { url: "/media/abc.png", width: 1600, height: 1200, crop: null };

describe("image URLs", () => {
  it("asks for a width, or a cropped box, at quality 75", () => {
    expect(imageUrl(image, { width: 800 })).toBe("/media/abc.png?width=800&quality=75");
    expect(imageUrl(image, { width: 800, height: 600 })).toBe(
      "/media/abc.png?width=800&height=600&fit=cover&quality=75",
    );
  });

  it("passes the creator's crop along", () => {
    const cropped = { ...image, crop: { x: 10.4, y: 0, width: 800, height: 450 } };
    expect(imageUrl(cropped, { width: 400 })).toBe(
      "/media/abc.png?width=400&quality=75&crop=10%2C0%2C800%2C450",
    );
  });

  it("offers only widths the source has", () => {
    expect(imageSrcSet(image, [480, 960, 1440])).toBe(
      "/media/abc.png?width=480&quality=75 480w, /media/abc.png?width=960&quality=75 960w, /media/abc.png?width=1440&quality=75 1440w",
    );
    // Wider than the upload: the upload's own width is the sharpest candidate.
    expect(imageSrcSet(image, [480, 960, 1920])).toBe(
      "/media/abc.png?width=480&quality=75 480w, /media/abc.png?width=960&quality=75 960w, /media/abc.png?width=1600&quality=75 1600w",
    );
    expect(imageSrcSet(image, [800, 1600, 3200])).toBe(
      "/media/abc.png?width=800&quality=75 800w, /media/abc.png?width=1600&quality=75 1600w",
    );
    expect(imageSrcSet({ ...image, width: 300 }, [480])).toBe(
      "/media/abc.png?width=300&quality=75 300w",
    );
  });

  it("makes absolute URLs", () => {
    expect(absoluteUrl("https://demo.example.com", "/media/a.png?width=1")).toBe(
      "https://demo.example.com/media/a.png?width=1",
    );
  });
});
