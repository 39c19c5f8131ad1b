import { describe, expect, it } from "vitest";
import { call, makeSite, signedIn } from "../test/factories";
import { makeNewsletterKitchen, sendNewsletter } from "../test/newsletter-helpers";
import { makeSubscriber } from "../test/recipe-factories";

describe("reader e-mail preferences", () => {
  it("lists the sites that mail the reader, and a site turned off is skipped by the next send", async () => {
    const kitchen = await makeNewsletterKitchen();
    const reader = await makeSubscriber(kitchen.site.id, "free");
    const other = await makeSite({ newslettersEnabled: true });
    const token = await signedIn(reader.id);

    const list = await call("GET", "/manage/newsletter-preferences", { token });
    expect(list.status).toBe(200);
    expect(list.body.preferences).toEqual([
      expect.objectContaining({
        site: expect.objectContaining({ slug: kitchen.site.slug }),
        newsletterOn: true,
        suppressed: false,
      }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(other.slug);
    const { subscriptionId } = list.body.preferences[0];

    const off = await call("PUT", `/manage/newsletter-preferences/${subscriptionId}`, {
      token,
      json: { newsletterOn: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.preferences[0]).toMatchObject({ subscriptionId, newsletterOn: false });

    const send = async () => (await sendNewsletter(kitchen)).messages.map((message) => message.to);
    expect(await send()).not.toContain(reader.email);

    const on = await call("PUT", `/manage/newsletter-preferences/${subscriptionId}`, {
      token,
      json: { newsletterOn: true },
    });
    expect(on.body.preferences[0]).toMatchObject({ newsletterOn: true });
    expect(await send()).toContain(reader.email);
  });
});
