import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { makeApiToken } from "../test/api-token-factories";
import { call } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";

describe("personal API tokens: bad input", () => {
  it("answers 400 with the fields at fault", async () => {
    const { site, token } = await makeKitchen();
    const create = (json: unknown) => call("POST", "/manage/api-tokens", { token, json });
    const cases: [unknown, string][] = [
      [{ name: " ", access: "read", siteIds: null }, "name"],
      [{ name: "x".repeat(81), access: "read", siteIds: null }, "name"],
      [{ name: "Script", access: "admin", siteIds: null }, "access"],
      [{ name: "Script", access: "read", siteIds: [] }, "siteIds"],
      [{ name: "Script", access: "read", siteIds: ["not-an-id"] }, "siteIds.0"],
      [{ name: "Script", access: "read" }, "siteIds"],
    ];
    for (const [json, path] of cases) {
      const answer = await create(json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.error).toBe("bad_request");
      expect(answer.body.issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    // Nothing was made.
    expect((await call("GET", "/manage/api-tokens", { token })).body.tokens).toEqual([]);
    expect(site.id).toBeTruthy();
  });

  it("revoking an unknown, malformed or already revoked token is 404", async () => {
    const { token, id } = await makeApiToken();
    const revoke = (tokenId: string) => call("DELETE", `/manage/api-tokens/${tokenId}`, { token });
    expect((await revoke(randomUUID())).status).toBe(404);
    expect((await revoke("nope")).status).toBe(404);
    expect((await revoke(id)).status).toBe(204);
    const again = await revoke(id);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ error: "not_found" });
  });

  it("a secret that is not a live token leaves the call signed out", async () => {
    const { site } = await makeApiToken();
    const answer = await call("GET", `/manage/${site.slug}/recipes`, {
      token: `rcp_${"x".repeat(43)}`,
    });
    expect(answer.status).toBe(401);
  });
});
