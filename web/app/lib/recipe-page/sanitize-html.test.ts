import { describe, expect, it } from "vitest";
import { safeUrl, sanitizeHtml } from "./sanitize-html";

describe("sanitizeHtml", () => {
  it("keeps the allowed formatting, lists and headings", () => {
    const html =
      "<h2>Dough</h2><p>Mix <strong>well</strong>, <em>gently</em>, <b>now</b> <i>then</i>.<br>Rest.</p>" +
      "<ul><li>one</li></ul><ol><li>two</li></ol><h3>x</h3><h4>y</h4>";
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("drops script, style and iframe elements with their content", () => {
    const out = sanitizeHtml(
      '<p>a</p><script>alert(1)</script><style>p{color:red}</style><iframe src="https://x"></iframe><p>b</p>',
    );
    expect(out).toBe("<p>a</p><p>b</p>");
  });

  it("drops a script whose end tag is missing, and everything after it", () => {
    expect(sanitizeHtml("<p>a</p><script>alert(1)")).toBe("<p>a</p>");
  });

  it("removes event handlers and style attributes", () => {
    const out = sanitizeHtml(
      '<img src="/media/a.png" onerror="alert(1)" style="x" alt="Bread" width="800" height="600">',
    );
    expect(out).toBe(
      '<img src="/media/a.png" alt="Bread" width="800" height="600" loading="lazy" decoding="async">',
    );
    expect(sanitizeHtml('<p onclick="x()" class="c" id="i">t</p>')).toBe("<p>t</p>");
  });

  it("removes javascript: and data: URLs, also when obfuscated", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "jav&#x61;script:alert(1)",
      "jav&#97;script:alert(1)",
      "javascript&colon;alert(1)",
      "java&NewLine;script:alert(1)",
      "data:text/html;base64,PHNjcmlwdD4=",
      "vbscript:msgbox(1)",
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe("<a>x</a>");
    }
    expect(sanitizeHtml('<img src="javascript:alert(1)" alt="x">')).toBe("");
  });

  it("keeps http(s) and relative links, marked nofollow", () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&c=2">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="nofollow noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml("<a href=/recipes/bread>x</a>")).toBe(
      '<a href="/recipes/bread" rel="nofollow noopener noreferrer">x</a>',
    );
  });

  it("unwraps unknown elements but keeps their text", () => {
    expect(sanitizeHtml('<div class="x"><span>Hello</span> <font>world</font></div>')).toBe(
      "Hello world",
    );
  });

  it("drops svg, object, embed, forms' textareas and comments", () => {
    expect(
      sanitizeHtml(
        "<svg><script>alert(1)</script></svg><object data=x></object><embed src=x><!-- <script>x</script> --><p>ok</p>",
      ),
    ).toBe("<p>ok</p>");
  });

  it("closes what the input left open and ignores stray end tags", () => {
    expect(sanitizeHtml("<p><strong>bold")).toBe("<p><strong>bold</strong></p>");
    expect(sanitizeHtml("</div></p>text</li>")).toBe("text");
    expect(sanitizeHtml("<ul><li>a<li>b</ul>")).toBe("<ul><li>a<li>b</li></li></ul>");
  });

  it("escapes stray angle brackets and ampersands in text", () => {
    expect(sanitizeHtml("1 < 2 & 3 > 2 &amp; done")).toBe("1 &lt; 2 &amp; 3 &gt; 2 &amp; done");
  });

  it("cannot be tricked by quotes or nested tag names", () => {
    // Backslashes escape nothing in HTML: the last quote stays open to the end of the
    // input, where browsers drop the unfinished tag, and so do we.
    expect(sanitizeHtml('<img src="/a.png" alt="x\\" onerror=alert(1) y=">')).toBe("");
    expect(sanitizeHtml('<img src="/a.png" alt=\'x" onerror="alert(1)\'>')).toBe(
      '<img src="/a.png" alt="x&quot; onerror=&quot;alert(1)" loading="lazy" decoding="async">',
    );
    expect(sanitizeHtml("<scr<script>ipt>alert(1)</script>")).not.toContain("<script");
    expect(sanitizeHtml('<p title="a>b">t</p>')).toBe("<p>t</p>");
  });

  it("rejects non-numeric image dimensions", () => {
    expect(sanitizeHtml('<img src="https://x/a.png" width="100%" height="50">')).toBe(
      '<img src="https://x/a.png" height="50" loading="lazy" decoding="async">',
    );
  });
});

describe("safeUrl", () => {
  it("accepts http(s), protocol-relative and relative URLs", () => {
    expect(safeUrl("https://a.example/x")).toBe("https://a.example/x");
    expect(safeUrl("http://a.example")).toBe("http://a.example");
    expect(safeUrl("/media/a.png")).toBe("/media/a.png");
    expect(safeUrl("photo.png")).toBe("photo.png");
    expect(safeUrl("#step-1")).toBe("#step-1");
  });

  it("refuses other schemes", () => {
    expect(safeUrl("mailto:a@b.c")).toBeNull();
    expect(safeUrl("ftp://x")).toBeNull();
    expect(safeUrl("")).toBeNull();
  });
});
