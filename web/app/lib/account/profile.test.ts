import { describe, expect, it } from "vitest";
import { bioText, HANDLE_TAKEN_MESSAGE, LENGTH_MESSAGE, profileRequest } from "./profile";

const saved = { displayName: "Rae Reader", handle: "rae", bio: "" };

describe("profileRequest", () => {
  it("sends only what changed", () => {
    expect(profileRequest({ ...saved, displayName: "Rae R." }, saved)).toEqual({
      ok: true,
      body: { displayName: "Rae R." },
    });
    expect(profileRequest(saved, saved)).toEqual({ ok: true, body: {} });
  });

  it("trims before comparing and sending", () => {
    expect(profileRequest({ ...saved, handle: "  rae  " }, saved)).toEqual({ ok: true, body: {} });
    expect(profileRequest({ ...saved, handle: " rae_r " }, saved)).toEqual({
      ok: true,
      body: { handle: "rae_r" },
    });
  });

  it("refuses names and handles outside 2 to 255 characters", () => {
    const short = profileRequest({ ...saved, displayName: "R", handle: "x".repeat(256) }, saved);
    expect(short).toEqual({
      ok: false,
      fieldErrors: { displayName: LENGTH_MESSAGE, handle: LENGTH_MESSAGE },
    });
  });

  it("keeps the shared shape's message for a handle with other characters", () => {
    const result = profileRequest({ ...saved, handle: "rae reader" }, saved);
    expect(result).toEqual({
      ok: false,
      fieldErrors: { handle: "Use letters, digits, dots, dashes and underscores" },
    });
  });

  it("does not send an emptied name or handle: the API cannot remove them", () => {
    const result = profileRequest({ ...saved, displayName: " " }, saved);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fieldErrors.displayName).toMatch(/not removed/);
    // Never set and still empty is fine.
    expect(
      profileRequest({ displayName: "", handle: "", bio: "" }, { ...saved, handle: "" }),
    ).toMatchObject({ ok: false, fieldErrors: { displayName: expect.any(String) } });
    expect(
      profileRequest(
        { displayName: "", handle: "", bio: "" },
        { displayName: "", handle: "", bio: "" },
      ),
    ).toEqual({ ok: true, body: {} });
  });

  it("turns the bio into rich-text paragraphs, one per non-empty line", () => {
    const result = profileRequest({ ...saved, bio: "Home cook.\n\n  Bakes on Sundays. \n" }, saved);
    expect(result).toEqual({
      ok: true,
      body: {
        bio: {
          type: "document",
          children: [
            { type: "paragraph", children: [{ text: "Home cook." }] },
            { type: "paragraph", children: [{ text: "Bakes on Sundays." }] },
          ],
        },
      },
    });
  });

  it("clears an emptied bio and leaves an unchanged one alone", () => {
    const withBio = { ...saved, bio: "Home cook." };
    expect(profileRequest({ ...withBio, bio: "  " }, withBio)).toEqual({
      ok: true,
      body: { bio: null },
    });
    expect(profileRequest({ ...withBio, bio: "\nHome cook.\n" }, withBio)).toEqual({
      ok: true,
      body: {},
    });
  });

  it("has the API's conflict message for a taken handle", () => {
    expect(HANDLE_TAKEN_MESSAGE).toBe("That handle is taken");
  });
});

describe("bioText", () => {
  it("shows a stored bio as lines of text", () => {
    expect(
      bioText({
        type: "document",
        children: [
          { type: "paragraph", children: [{ text: "One." }] },
          { type: "paragraph", children: [{ text: "Two." }] },
        ],
      }),
    ).toBe("One.\nTwo.");
    expect(bioText(null)).toBe("");
  });
});
