import { describe, expect, it } from "vitest";
import { call } from "../test/factories";
import { makeImageRow, makeKitchen } from "../test/manage-factories";

const issuePaths = (body: { issues: { path: string }[] }) => body.issues.map((i) => i.path);

describe("manage contributors: errors", () => {
  it("missing or over-long names, long bios, bad links and too many links are 400 at their field", async () => {
    const { site, token } = await makeKitchen();
    const cases: [Record<string, unknown>, string][] = [
      [{}, "name"],
      [{ name: "  " }, "name"],
      [{ name: "x".repeat(101) }, "name"],
      [{ name: "Ana", bio: "x".repeat(501) }, "bio"],
      [{ name: "Ana", links: ["javascript:alert(1)"] }, "links.0"],
      [{ name: "Ana", links: ["https://ok.example.com", "ftp://files.example.com"] }, "links.1"],
      [{ name: "Ana", links: [`https://example.com/${"a".repeat(2100)}`] }, "links.0"],
      [
        { name: "Ana", links: Array.from({ length: 6 }, (_, i) => `https://e${i}.example.com`) },
        "links",
      ],
      [{ name: "Ana", links: "https://ana.example.com" }, "links"],
      [{ name: "Ana", imageId: "photo.png" }, "imageId"],
    ];
    for (const [json, path] of cases) {
      const reply = await call("POST", `/manage/${site.slug}/contributors`, { token, json });
      expect(reply.status, JSON.stringify(json)).toBe(400);
      expect(reply.body.error).toBe("bad_request");
      expect(issuePaths(reply.body), JSON.stringify(json)).toContain(path);
    }
    const list = await call("GET", `/manage/${site.slug}/contributors`, { token });
    expect(list.body.contributors).toEqual([]);
  });

  it("another site's photo is a field issue", async () => {
    const { site, token } = await makeKitchen();
    const other = await makeKitchen();
    const photo = await makeImageRow(other.site.id);
    const reply = await call("POST", `/manage/${site.slug}/contributors`, {
      token,
      json: { name: "Ana", imageId: photo.id },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.issues).toEqual([{ path: "imageId", message: "Unknown image" }]);
  });

  it("an unknown or malformed contributor id is 404; malformed JSON is 400", async () => {
    const { site, token } = await makeKitchen();
    for (const id of [crypto.randomUUID(), "nope"]) {
      const path = `/manage/${site.slug}/contributors/${id}`;
      expect((await call("GET", path, { token })).status).toBe(404);
      expect((await call("PUT", path, { token, json: { name: "A" } })).status).toBe(404);
      expect((await call("DELETE", path, { token })).status).toBe(404);
    }
    const broken = await call("POST", `/manage/${site.slug}/contributors`, {
      token,
      body: "{not json",
      headers: { "Content-Type": "application/json" },
    });
    expect(broken.status).toBe(400);
  });
});
