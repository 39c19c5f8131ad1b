import { describe, expect, it } from "vitest";
import { createSiteRequest } from "./create-site";

describe("createSiteRequest", () => {
  it("takes the slug made from the title when none was typed", () => {
    expect(createSiteRequest({ title: " Maya's Kitchen ", slug: "" })).toEqual({
      ok: true,
      body: { title: "Maya's Kitchen", slug: "mayas-kitchen" },
    });
  });

  it("keeps a typed slug", () => {
    expect(createSiteRequest({ title: "Maya's Kitchen", slug: "maya" })).toEqual({
      ok: true,
      body: { title: "Maya's Kitchen", slug: "maya" },
    });
  });

  it("answers reserved and malformed addresses at the slug field", () => {
    expect(createSiteRequest({ title: "Admin", slug: "admin" })).toEqual({
      ok: false,
      fieldErrors: { slug: "This address is reserved" },
    });
    expect(createSiteRequest({ title: "Mine", slug: "My Site" })).toEqual({
      ok: false,
      fieldErrors: { slug: "Use lowercase letters, digits and single dashes" },
    });
    expect(createSiteRequest({ title: "Mine", slug: "a".repeat(64) })).toEqual({
      ok: false,
      fieldErrors: { slug: "Use at most 63 characters." },
    });
  });

  it("asks for a title, and for an address when the title makes none", () => {
    expect(createSiteRequest({ title: "  ", slug: "" })).toEqual({
      ok: false,
      fieldErrors: {
        title: "Enter a title for your site.",
        slug: "Enter an address for your site.",
      },
    });
    expect(createSiteRequest({ title: "寿司", slug: "" })).toEqual({
      ok: false,
      fieldErrors: { slug: "Enter an address for your site." },
    });
  });
});
