import { RECIPE_SOURCE_MESSAGES } from "@schema/api/recipe-import";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../errors";
import { fetchPage, MESSAGES } from "../services/import/page-fetcher";
import { call, makeUser, signedIn } from "../test/factories";
import { loadReferenceCatalogues } from "../test/reference-catalogues";

async function parse(json: unknown) {
  const token = await signedIn((await makeUser()).id);
  return call("POST", "/manage/recipe-parse", { token, json });
}

async function expectRefused(url: string, message: string) {
  const res = await parse({ url });
  expect(res.status, url).toBe(400);
  expect(res.body.message, url).toContain(message);
}

describe("POST manage/recipe-parse: what it refuses", () => {
  beforeAll(loadReferenceCatalogues);

  it("refuses a body that is none of url, html or text", async () => {
    for (const json of [
      {},
      { url: "" },
      { text: "   " },
      { url: "not an address" },
      { html: "" },
      { url: "https://a.test/", text: "x" },
    ]) {
      const res = await parse(json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.error).toBe("bad_request");
    }
  });

  it("names the field to fix: a missing source, text given with another, an empty one", async () => {
    for (const [json, path, message] of [
      [{}, "url", RECIPE_SOURCE_MESSAGES.none],
      [{ siteSlug: "demo" }, "url", RECIPE_SOURCE_MESSAGES.none],
      [{ url: "https://a.test/", text: "x" }, "text", RECIPE_SOURCE_MESSAGES.textAlone],
      [{ html: "<p>x</p>", text: "x" }, "text", RECIPE_SOURCE_MESSAGES.textAlone],
      [{ text: "   " }, "text", "Give the recipe's text"],
      [{ html: "" }, "html", "Give the saved page's HTML"],
      [{ url: "not an address" }, "url", "Enter the page's full address, with https://"],
    ] as const) {
      const res = await parse(json);
      expect(res.body.issues, JSON.stringify(json)).toEqual([{ path, message }]);
    }
    const list = await parse([]);
    expect(list.status).toBe(400);
    expect(list.body.issues).toEqual([{ path: "", message: "Send a JSON object" }]);
  });

  it("refuses addresses that are not http(s)", async () => {
    for (const url of [
      "ftp://wprm.blog.test/x",
      "file:///etc/passwd",
      "javascript:alert(1)",
      "data:text/html,<h1>x</h1>",
    ]) {
      await expectRefused(url, MESSAGES.scheme);
    }
  });

  it("refuses IP literals, private names and other ports", async () => {
    for (const url of [
      "http://127.0.0.1/",
      "http://10.0.0.5/recipe",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::1]/",
      "http://2130706433/",
      "http://0x7f000001/",
      "http://localhost/",
      "http://api.localhost/",
      "http://printer.local/",
      "http://metadata.google.internal/",
      "http://intranet/",
      "https://wprm.blog.test:8080/chewy-chocolate-chip-cookies",
      "https://user:pass@wprm.blog.test/chewy-chocolate-chip-cookies",
    ]) {
      await expectRefused(url, MESSAGES.forbidden);
    }
  });

  it("checks every redirect hop and stops after five", async () => {
    await expectRefused(
      "https://wprm.blog.test/_redirect?to=http://127.0.0.1/admin",
      MESSAGES.forbidden,
    );
    await expectRefused(
      "https://wprm.blog.test/_redirect?to=http://localhost:8787/",
      MESSAGES.forbidden,
    );
    await expectRefused("https://wprm.blog.test/_loop", MESSAGES.redirects);
    // An allowed redirect is followed, and the draft remembers where it ended.
    const res = await parse({
      url: "https://wprm.blog.test/_redirect?to=https://yoast.blog.test/weeknight-beef-chili",
    });
    expect(res.status).toBe(200);
    expect(res.body.sourceUrl).toBe("https://yoast.blog.test/weeknight-beef-chili");
  });

  it("refuses a page over 5 MB, counted or declared", async () => {
    await expectRefused("https://wprm.blog.test/_huge", MESSAGES.tooLarge);
    await expectRefused("https://wprm.blog.test/_huge-declared", MESSAGES.tooLarge);
  });

  it("gives up on a page slower than the time limit", async () => {
    const started = Date.now();
    const error = await fetchPage("https://wprm.blog.test/_slow?ms=3000", { timeoutMs: 200 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(MESSAGES.timeout);
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it("says so when the address cannot be reached or has no recipe", async () => {
    await expectRefused("https://wprm.blog.test/missing-page", MESSAGES.unreachable);
    await expectRefused("https://images.blog.test/cookies.png", MESSAGES.notPage);
    await expectRefused("https://plain.blog.test/about", MESSAGES.noRecipe);
    const html = await parse({ html: "<html><body><p>Just words.</p></body></html>" });
    expect(html.status).toBe(400);
    expect(html.body.message).toBe(MESSAGES.noRecipe);
  });

  it("reads a page nested thousands of tags deep without running out of stack", async () => {
    const recipe = "<h1>Soup</h1><h2>Ingredients</h2><ul><li>1 cup water</li></ul>";
    // Deeper than any recipe sits: below the cut there is nothing to read, and a 400 says so.
    const deep = await parse({ html: `${"<div>".repeat(5000)}${recipe}` });
    expect(deep.status).toBe(400);
    expect(deep.body.message).toBe(MESSAGES.noRecipe);
  });
});
