import { describe, expect, it } from "vitest";
import { call, makeSite, makeUser } from "../test/factories";

describe("site pages: security", () => {
  it("the creator's address is in no answer of the public calls", async () => {
    const owner = await makeUser();
    const site = await makeSite({ ownerId: owner.id });
    const replies = [
      await call("GET", `/site/${site.slug}/site-pages/contact`),
      await call("GET", `/site/${site.slug}/site-pages/terms`),
      await call("POST", `/site/${site.slug}/contact-messages`, {
        json: { name: "Ada", email: "ada@example.com", message: "Hello" },
      }),
      await call("POST", `/site/${site.slug}/contact-messages`, {
        json: { name: "", email: "x", message: "" },
      }),
    ];
    for (const reply of replies) {
      expect(JSON.stringify(reply.body)).not.toContain(owner.email);
      expect([...reply.headers.values()].join(" ")).not.toContain(owner.email);
    }
  });

  it("a message goes to its own site's owner only", async () => {
    const first = await makeUser();
    const second = await makeUser();
    const a = await makeSite({ ownerId: first.id });
    await makeSite({ ownerId: second.id });
    await call("POST", `/site/${a.slug}/contact-messages`, {
      json: { name: "Ada", email: "ada@example.com", message: "For site A" },
    });
    const mail = await call("GET", `/dev/mail?to=${encodeURIComponent(second.email)}`);
    expect(mail.body.messages).toEqual([]);
  });
});
