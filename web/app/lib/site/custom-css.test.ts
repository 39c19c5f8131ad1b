import { describe, expect, it } from "vitest";
import { safeCustomCss } from "./custom-css";

describe("safeCustomCss", () => {
  it("keeps ordinary overrides as written", () => {
    const css = ".site-header { border-bottom: 0; }\nh1 { letter-spacing: -0.02em; }";
    expect(safeCustomCss(css)).toBe(css);
  });

  it("answers null for nothing at all", () => {
    expect(safeCustomCss(null)).toBeNull();
    expect(safeCustomCss("   ")).toBeNull();
    expect(safeCustomCss("/* only a comment */")).toBeNull();
  });

  it("cannot close the style element", () => {
    const safe = safeCustomCss("a{color:red}</style><script>alert(1)</script>") ?? "";
    expect(safe).not.toContain("<");
  });

  it("drops @import, @charset and @namespace", () => {
    const safe = safeCustomCss(
      '@import url("https://evil.example/x.css");@charset "utf-8";p{color:red}',
    );
    expect(safe).toBe("p{color:red}");
  });

  it("keeps same-site and inline-image urls and blanks every other", () => {
    expect(safeCustomCss("body{background:url(/media/a.png)}")).toBe(
      "body{background:url(/media/a.png)}",
    );
    expect(safeCustomCss("b{background:url('data:image/png;base64,AAAA')}")).toContain("data:");
    for (const target of [
      "https://tracker.example/p.gif",
      "'//tracker.example/p.gif'",
      '"http://x"',
      "data:text/html,hi",
    ]) {
      expect(safeCustomCss(`input[value^=a]{background:url(${target})}`)).toBe(
        "input[value^=a]{background:none}",
      );
    }
  });

  it("cannot spell a blocked word with CSS escapes or hide it in comments", () => {
    const escaped = safeCustomCss("a{background:\\75 rl(https://x.example/p)}") ?? "";
    expect(escaped).not.toMatch(/url\(/);
    expect(safeCustomCss("@im/**/port 'x.css'; a{color:red}")).not.toMatch(/@import/);
  });

  it("neutralises script hooks and string fetchers", () => {
    const safe =
      safeCustomCss(
        "a{width:expression(alert(1));b:url(javascript:alert(1));-moz-binding:url(x.xml#y);background:image-set('https://x.example/a.png' 1x)}",
      ) ?? "";
    expect(safe).not.toMatch(/expression\(|javascript:|-moz-binding|image-set\(/i);
    // What is left of them is an invalid declaration, which browsers drop.
    expect(safe).not.toMatch(/url\((?!\/)/);
  });

  it("closes nothing it should not: an unterminated url( cannot swallow the sheet", () => {
    const safe = safeCustomCss("a{background:url(https://x.example/") ?? "";
    expect(safe).not.toContain("x.example");
  });
});
