import { describe, expect, it } from "vitest";
import { call, latestMail, makeSite, makeUser, unique } from "../test/factories";

describe("site pages: happy", () => {
  it("every site has /terms (the default until the creator writes) for anybody, cacheable", async () => {
    const site = await makeSite();
    const reply = await call("GET", `/site/${site.slug}/site-pages/terms`);
    expect(reply.status).toBe(200);
    expect(reply.body.kind).toBe("terms");
    expect(reply.body.isDefault).toBe(true);
    expect(reply.body.body.children.length).toBeGreaterThan(3);
    expect(reply.headers.get("Cache-Control")).toMatch(/^public/);
  });

  it("every site has /privacy: the platform's notice of what is kept and why, naming the site", async () => {
    const site = await makeSite();
    const reply = await call("GET", `/site/${site.slug}/site-pages/privacy`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ kind: "privacy", isDefault: true });
    const text = JSON.stringify(reply.body.body);
    expect(text).toContain(site.title);
    for (const topic of ["e-mail address", "comment", "Stripe", "cookies", "subscribe"]) {
      expect(text).toContain(topic);
    }
    // Analytics are named only where the site has them.
    expect(text).not.toContain("Google Analytics");
    expect(reply.headers.get("Cache-Control")).toMatch(/^public/);
  });

  it("a site with Google Analytics says so in its default privacy notice", async () => {
    const site = await makeSite({ googleAnalyticsId: "G-TEST1234" });
    const reply = await call("GET", `/site/${site.slug}/site-pages/privacy`);
    expect(JSON.stringify(reply.body.body)).toContain("Google Analytics");
  });

  it("a contact message reaches the site's owner, with the visitor as Reply-To", async () => {
    const owner = await makeUser();
    const site = await makeSite({ ownerId: owner.id });
    const visitor = `${unique("visitor")}@example.com`;
    const reply = await call("POST", `/site/${site.slug}/contact-messages`, {
      json: {
        name: "  Ada Cook ",
        email: visitor.toUpperCase(),
        message: "Can I swap the butter?",
      },
    });
    expect(reply.status).toBe(202);
    expect(reply.body).toEqual({ ok: true });
    const mail = await latestMail(owner.email);
    expect(mail.replyTo).toBe(visitor);
    expect(mail.subject).toBe(`New message from Ada Cook via ${site.title}`);
    expect(mail.text).toContain("Can I swap the butter?");
    expect(mail.text).toContain(visitor);
    expect(mail.html).toContain("Can I swap the butter?");
  });

  it("markup in a message is escaped in the e-mail", async () => {
    const owner = await makeUser();
    const site = await makeSite({ ownerId: owner.id });
    await call("POST", `/site/${site.slug}/contact-messages`, {
      json: { name: "<b>Eve</b>", email: "eve@example.com", message: "<script>x()</script>" },
    });
    const mail = await latestMail(owner.email);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");
  });
});
