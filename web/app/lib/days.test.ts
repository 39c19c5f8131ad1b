import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useDayOf, utcDayOf } from "./days";

describe("days", () => {
  it("says the UTC day of a moment, or nothing for none or a malformed one", () => {
    expect(utcDayOf("2026-03-03T23:30:00.000Z")).toBe("Mar 3, 2026");
    expect(utcDayOf(null)).toBe("");
    expect(utcDayOf("not a date")).toBe("");
  });

  it("renders the UTC day on the server, which hydration must print again", () => {
    const Day = () => createElement("p", null, useDayOf()("2026-03-03T23:30:00.000Z"));
    expect(renderToString(createElement(Day))).toBe("<p>Mar 3, 2026</p>");
  });
});
