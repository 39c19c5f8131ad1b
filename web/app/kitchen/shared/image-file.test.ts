import { describe, expect, it } from "vitest";
import { formatMegabytes, heifSize, imageFileProblem, imageTypeOf } from "./image-file";

describe("imageTypeOf", () => {
  it("takes an allowed type as given", () => {
    expect(imageTypeOf({ name: "a.png", type: "image/png" })).toBe("image/png");
    expect(imageTypeOf({ name: "a.svg", type: "image/svg+xml" })).toBe("image/svg+xml");
  });

  it("reads the extension when the system gave no type (HEIC on many systems)", () => {
    expect(imageTypeOf({ name: "IMG_0001.HEIC", type: "" })).toBe("image/heic");
    expect(imageTypeOf({ name: "photo.jpeg", type: "application/octet-stream" })).toBe(
      "image/jpeg",
    );
  });

  it("refuses other types, whatever the name says", () => {
    expect(imageTypeOf({ name: "a.jpg", type: "application/pdf" })).toBeNull();
    expect(imageTypeOf({ name: "notes.txt", type: "" })).toBeNull();
    expect(imageTypeOf({ name: "clip.mp4", type: "video/mp4" })).toBeNull();
  });
});

describe("imageFileProblem", () => {
  it("explains a wrong type, an empty file and a file too large", () => {
    expect(imageFileProblem({ name: "a.pdf", type: "application/pdf", size: 10 })).toMatch(
      /a\.pdf: Upload a JPEG, PNG/,
    );
    expect(imageFileProblem({ name: "a.png", type: "image/png", size: 0 })).toBe("a.png is empty");
    expect(
      imageFileProblem(
        { name: "big.jpg", type: "image/jpeg", size: 20 * 1024 * 1024 },
        15 * 1024 * 1024,
      ),
    ).toBe("big.jpg is 20 MB; images may be at most 15 MB");
  });

  it("accepts a good picture", () => {
    expect(imageFileProblem({ name: "a.webp", type: "image/webp", size: 1000 })).toBeNull();
  });

  it("formats sizes", () => {
    expect(formatMegabytes(1.5 * 1024 * 1024)).toBe("1.5 MB");
  });
});

describe("heifSize", () => {
  const box = (width: number, height: number) => {
    // size, "ispe", version and flags, width, height
    const bytes = new Uint8Array(20);
    bytes.set([0x69, 0x73, 0x70, 0x65], 4);
    const view = new DataView(bytes.buffer);
    view.setUint32(12, width);
    view.setUint32(16, height);
    return bytes;
  };

  it("finds the largest image extents in the file", () => {
    const file = new Uint8Array([...new Uint8Array(8), ...box(320, 240), ...box(4032, 3024)]);
    expect(heifSize(file)).toEqual({ width: 4032, height: 3024 });
  });

  it("answers null when there is none", () => {
    expect(heifSize(new Uint8Array(64))).toBeNull();
  });
});
