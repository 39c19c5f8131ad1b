import { describe, expect, it } from "vitest";
import { apiTokenRequest } from "./api-tokens";

const site = "0b6f1c64-4f9e-4c83-9b1a-2f4d1f6f7a10";

describe("apiTokenRequest", () => {
  it("turns 'all sites' into null and keeps the chosen ones otherwise", () => {
    expect(
      apiTokenRequest({ name: " CLI ", access: "read", scope: "all", siteIds: [site] }),
    ).toEqual({ ok: true, body: { name: "CLI", access: "read", siteIds: null } });
    expect(
      apiTokenRequest({ name: "CLI", access: "write", scope: "chosen", siteIds: [site] }),
    ).toEqual({ ok: true, body: { name: "CLI", access: "write", siteIds: [site] } });
  });

  it("names each field at fault", () => {
    const result = apiTokenRequest({ name: "", access: "", scope: "chosen", siteIds: [] });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        name: "Give the token a name",
        access: "Choose read-only or read and write",
        siteIds: "Choose at least one site",
      },
    });
  });
});
