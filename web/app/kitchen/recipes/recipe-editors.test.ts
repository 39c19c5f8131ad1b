import { describe, expect, it } from "vitest";
import { openNowText, otherEditorsSentence } from "./recipe-editors";

const editor = (name: string, you = false) => ({ name, you, seenAt: "2026-12-01T09:00:00.000Z" });

describe("otherEditorsSentence", () => {
  it("says nothing when no one else has the recipe open", () => {
    expect(otherEditorsSentence([])).toBeNull();
  });

  it("names the author's own other tabs without a name", () => {
    expect(otherEditorsSentence([editor("Maya", true), editor("Maya", true)])).toBe(
      "You also have this recipe open in another tab or on another device.",
    );
  });

  it("names each other person once, however many tabs they have", () => {
    expect(otherEditorsSentence([editor("Jess Huang"), editor("Jess Huang")])).toBe(
      "Jess Huang is also editing this recipe.",
    );
    expect(otherEditorsSentence([editor("Jess"), editor("Sam")])).toBe(
      "Jess and Sam are also editing this recipe.",
    );
    expect(otherEditorsSentence([editor("Jess"), editor("Sam"), editor("Ana")])).toBe(
      "Jess, Sam and Ana are also editing this recipe.",
    );
  });

  it("says both when others and the author's own other tab have it open", () => {
    expect(otherEditorsSentence([editor("Maya", true), editor("Jess")])).toBe(
      "Jess is also editing this recipe, and you have it open elsewhere too.",
    );
  });
});

describe("openNowText", () => {
  it("names the other people with a recipe open, never the reader's own tabs", () => {
    expect(openNowText([])).toBeNull();
    expect(openNowText([editor("Maya", true)])).toBeNull();
    expect(openNowText([editor("Maya", true), editor("Jess"), editor("Sam"), editor("Jess")])).toBe(
      "Being edited by Jess and Sam",
    );
  });
});
