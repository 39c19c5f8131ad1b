import { describe, expect, it } from "vitest";
import { inlineCode } from "./inline-code";

describe("inlineCode", () => {
  it("splits a description into text and code spans", () => {
    expect(inlineCode("Errors answer `{ error, message, issues? }` (the `Error` schema).")).toEqual(
      [
        { code: false, text: "Errors answer " },
        { code: true, text: "{ error, message, issues? }" },
        { code: false, text: " (the " },
        { code: true, text: "Error" },
        { code: false, text: " schema)." },
      ],
    );
    expect(inlineCode("`ETag`")).toEqual([{ code: true, text: "ETag" }]);
    expect(inlineCode("No code here")).toEqual([{ code: false, text: "No code here" }]);
    expect(inlineCode("")).toEqual([]);
  });

  it("reads spans as CommonMark does: longer fences, padding, line ends", () => {
    expect(inlineCode("a `` x ` y `` b")).toEqual([
      { code: false, text: "a " },
      { code: true, text: "x ` y" },
      { code: false, text: " b" },
    ]);
    expect(inlineCode("`a``b`")).toEqual([{ code: true, text: "a``b" }]);
    expect(inlineCode("`Retry-\nAfter`")).toEqual([{ code: true, text: "Retry- After" }]);
    expect(inlineCode("` `")).toEqual([{ code: true, text: " " }]);
  });

  it("leaves a backtick that is never closed, or closed by another length, as text", () => {
    expect(inlineCode("rcp_` and ``more")).toEqual([{ code: false, text: "rcp_` and ``more" }]);
    expect(inlineCode("a `b`` c")).toEqual([{ code: false, text: "a `b`` c" }]);
    expect(inlineCode("``")).toEqual([{ code: false, text: "``" }]);
  });

  it("keeps markup as text: React escapes it, nothing is read as HTML", () => {
    expect(inlineCode("`<script>alert(1)</script>` & <b>x</b>")).toEqual([
      { code: true, text: "<script>alert(1)</script>" },
      { code: false, text: " & <b>x</b>" },
    ]);
  });
});
