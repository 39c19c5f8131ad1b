import { describe, expect, it } from "vitest";
import { parseMinutes } from "./minutes-input";

describe("parseMinutes", () => {
  it.each([
    ["45", 45],
    ["0", 0],
    ["1h 30m", 90],
    ["1 h 30", 90],
    ["1h30", 90],
    ["2 hours", 120],
    ["1.5h", 90],
    ["1:30", 90],
    ["20 min", 20],
    ["20 minutes", 20],
  ])("reads %s as %i minutes", (text, minutes) => {
    expect(parseMinutes(text)).toEqual({ ok: true, minutes });
  });

  it("reads an empty field as no time", () => {
    expect(parseMinutes(" ")).toEqual({ ok: true, minutes: null });
  });

  it.each(["soon", "-5", "1:75", "h"])("refuses %j", (text) => {
    expect(parseMinutes(text).ok).toBe(false);
  });
});
