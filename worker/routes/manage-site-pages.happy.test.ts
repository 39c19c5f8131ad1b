import { describe, expect, it } from "vitest";
import { call } from "../test/factories";
import { addManager, doc, makeKitchen } from "../test/manage-factories";

describe("manage site pages: happy", () => {
  it("terms start from the platform default naming the site; contact starts empty", async () => {
    const { site, token } = await makeKitchen();
    const terms = await call("GET", `/manage/${site.slug}/site-pages/terms`, { token });
    expect(terms.status).toBe(200);
    expect(terms.body).toMatchObject({ kind: "terms", isDefault: true });
    expect(JSON.stringify(terms.body.body)).toContain(site.title);
    const contact = await call("GET", `/manage/${site.slug}/site-pages/contact`, { token });
    expect(contact.body).toEqual({
      kind: "contact",
      isDefault: true,
      body: { type: "document", children: [] },
    });
  });

  it("the creator's text replaces the default, on the public page too, and moves the cache version", async () => {
    const { site, token } = await makeKitchen();
    const before = await call("GET", `/site/${site.slug}/current-site`);
    const saved = await call("PUT", `/manage/${site.slug}/site-pages/terms`, {
      token,
      json: { body: doc("Be nice to the soup.") },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      kind: "terms",
      isDefault: false,
      body: doc("Be nice to the soup."),
    });
    // A second save overwrites (one row per page).
    await call("PUT", `/manage/${site.slug}/site-pages/terms`, {
      token,
      json: { body: doc("Be very nice to the soup.") },
    });
    const pub = await call("GET", `/site/${site.slug}/site-pages/terms`);
    expect(pub.body).toEqual({
      kind: "terms",
      isDefault: false,
      body: doc("Be very nice to the soup."),
    });
    const after = await call("GET", `/site/${site.slug}/current-site`);
    expect(after.body.site.contentVersion).toBeGreaterThan(before.body.site.contentVersion);
  });

  it("a manager of the site may edit the contact text", async () => {
    const { site } = await makeKitchen();
    const { token } = await addManager(site.id);
    const saved = await call("PUT", `/manage/${site.slug}/site-pages/contact`, {
      token,
      json: { body: doc("Write to me about anything.") },
    });
    expect(saved.status).toBe(200);
    const read = await call("GET", `/manage/${site.slug}/site-pages/contact`, { token });
    expect(read.body.body).toEqual(doc("Write to me about anything."));
  });
});

describe("manage site pages: back to the default", () => {
  it("emptied terms go back to the platform's default", async () => {
    const { site, token } = await makeKitchen();
    await call("PUT", `/manage/${site.slug}/site-pages/terms`, {
      token,
      json: { body: doc("Mine") },
    });
    const cleared = await call("PUT", `/manage/${site.slug}/site-pages/terms`, {
      token,
      json: { body: { type: "document", children: [] } },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.isDefault).toBe(true);
    expect(JSON.stringify(cleared.body.body)).toContain(site.title);
  });
});

describe("manage site pages: privacy", () => {
  it("starts from the platform's notice, takes the creator's own, and emptied returns to it", async () => {
    const { site, token } = await makeKitchen();
    const first = await call("GET", `/manage/${site.slug}/site-pages/privacy`, { token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ kind: "privacy", isDefault: true });
    const saved = await call("PUT", `/manage/${site.slug}/site-pages/privacy`, {
      token,
      json: { body: doc("We keep only your e-mail.") },
    });
    expect(saved.body).toEqual({
      kind: "privacy",
      isDefault: false,
      body: doc("We keep only your e-mail."),
    });
    const pub = await call("GET", `/site/${site.slug}/site-pages/privacy`);
    expect(pub.body.body).toEqual(doc("We keep only your e-mail."));
    // The terms are a page of their own: saving privacy left them at the default.
    const terms = await call("GET", `/site/${site.slug}/site-pages/terms`);
    expect(terms.body.isDefault).toBe(true);
    const cleared = await call("PUT", `/manage/${site.slug}/site-pages/privacy`, {
      token,
      json: { body: { type: "document", children: [] } },
    });
    expect(cleared.body).toEqual(first.body);
  });
});
