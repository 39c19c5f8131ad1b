import { describe, expect, it } from "vitest";
import { avatarFileProblem, avatarInitial, avatarTypeOf } from "./avatar";

describe("avatarTypeOf", () => {
  it("takes the picture types every browser draws", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"]) {
      expect(avatarTypeOf({ name: "me", type })).toBe(type);
    }
    expect(avatarTypeOf({ name: "me.PNG", type: "IMAGE/PNG" })).toBe("image/png");
  });

  it("refuses SVG, HEIC and anything that is not a picture", () => {
    for (const [name, type] of [
      ["me.svg", "image/svg+xml"],
      ["me.heic", "image/heic"],
      ["me.pdf", "application/pdf"],
      ["me.png", "text/html"],
    ] as const) {
      expect(avatarTypeOf({ name, type }), type).toBeNull();
    }
  });

  it("reads an untyped file's type from its name", () => {
    expect(avatarTypeOf({ name: "me.jpeg", type: "" })).toBe("image/jpeg");
    expect(avatarTypeOf({ name: "me.webp", type: "application/octet-stream" })).toBe("image/webp");
    expect(avatarTypeOf({ name: "me.heic", type: "" })).toBeNull();
    expect(avatarTypeOf({ name: "me", type: "" })).toBeNull();
  });
});

describe("avatarFileProblem", () => {
  it("says what is wrong with the file, or nothing", () => {
    expect(avatarFileProblem({ name: "me.png", type: "image/png", size: 2000 })).toBeNull();
    expect(avatarFileProblem({ name: "me.svg", type: "image/svg+xml", size: 2000 })).toBe(
      "Upload a JPEG, PNG, WebP, GIF or AVIF picture",
    );
    expect(avatarFileProblem({ name: "me.png", type: "image/png", size: 0 })).toBe(
      "me.png is empty",
    );
    expect(
      avatarFileProblem({ name: "me.png", type: "image/png", size: 3 * 1024 * 1024 }, 1024 * 1024),
    ).toBe("me.png is 3 MB; pictures may be at most 1 MB");
  });
});

describe("avatarInitial", () => {
  it("uses the display name, else the e-mail", () => {
    expect(avatarInitial("maya", "chef@example.com")).toBe("M");
    expect(avatarInitial("  ", "chef@example.com")).toBe("C");
    expect(avatarInitial(null, "élise@example.com")).toBe("É");
    expect(avatarInitial("😀 Sam", "x@example.com")).toBe("😀");
  });
});
