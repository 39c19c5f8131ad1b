import { describe, expect, it } from "vitest";
import { call } from "../test/factories";
import { doc, makeKitchen } from "../test/manage-factories";

describe("manage site pages: errors", () => {
  it("a body that is not a rich-text document is 400 with field issues", async () => {
    const { site, token } = await makeKitchen();
    for (const json of [
      {},
      { body: "plain text" },
      { body: { type: "document", children: [{ type: "video" }] } },
    ]) {
      for (const kind of ["terms", "privacy"]) {
        const reply = await call("PUT", `/manage/${site.slug}/site-pages/${kind}`, { token, json });
        expect(reply.status).toBe(400);
        expect(reply.body.error).toBe("bad_request");
        expect(reply.body.issues[0].path).toMatch(/^body/);
      }
    }
  });

  it("an unknown page is 404", async () => {
    const { site, token } = await makeKitchen();
    const get = await call("GET", `/manage/${site.slug}/site-pages/cookies`, { token });
    expect(get.status).toBe(404);
    const put = await call("PUT", `/manage/${site.slug}/site-pages/cookies`, {
      token,
      json: { body: doc("x") },
    });
    expect(put.status).toBe(404);
  });

  it("malformed JSON is 400, never 500", async () => {
    const { site, token } = await makeKitchen();
    const reply = await call("PUT", `/manage/${site.slug}/site-pages/terms`, {
      token,
      body: "{not json",
      headers: { "Content-Type": "application/json" },
    });
    expect(reply.status).toBe(400);
  });
});
