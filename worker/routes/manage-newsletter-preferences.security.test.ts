import { siteSubscriptions } from "@schema/db/subscriptions";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, makeSite, makeUser, rowsInEveryDb, signedIn } from "../test/factories";
import { makeSubscriber } from "../test/recipe-factories";

const optInOf = async (userId: string) => {
  const [row] = await rowsInEveryDb(siteSubscriptions, eq(siteSubscriptions.userId, userId));
  return row && { on: row.newsletterOptIn, id: row.id };
};

describe("reader e-mail preferences belong to the reader", () => {
  it("signed out is 401 for both calls", async () => {
    const list = await call("GET", "/manage/newsletter-preferences");
    expect(list.status).toBe(401);
    const put = await call("PUT", `/manage/newsletter-preferences/${crypto.randomUUID()}`, {
      json: { newsletterOn: false },
    });
    expect(put.status).toBe(401);
  });

  it("another person's subscription is 404 and stays on", async () => {
    const site = await makeSite({ newslettersEnabled: true });
    const owner = await makeSubscriber(site.id, "free");
    const stranger = await makeUser();
    const row = await optInOf(owner.id);
    const res = await call("PUT", `/manage/newsletter-preferences/${row?.id}`, {
      token: await signedIn(stranger.id),
      json: { newsletterOn: false },
    });
    expect(res.status).toBe(404);
    expect((await optInOf(owner.id))?.on).toBe(true);
  });

  it("a session signed in on one creator's site cannot use them", async () => {
    const site = await makeSite({ newslettersEnabled: true });
    const reader = await makeSubscriber(site.id, "free");
    const token = await signedIn(reader.id, site.id);
    const res = await call("GET", "/manage/newsletter-preferences", { token });
    expect(res.status).toBe(401);
    const row = await optInOf(reader.id);
    const put = await call("PUT", `/manage/newsletter-preferences/${row?.id}`, {
      token,
      json: { newsletterOn: false },
    });
    expect(put.status).toBe(401);
    expect((await optInOf(reader.id))?.on).toBe(true);
  });

  it("a malformed id is 404 (as a missing one); a malformed body is a 400 naming the field", async () => {
    const token = await signedIn((await makeUser()).id);
    const badId = await call("PUT", "/manage/newsletter-preferences/not-a-uuid", {
      token,
      json: { newsletterOn: false },
    });
    expect(badId.status).toBe(404);
    const badBody = await call("PUT", `/manage/newsletter-preferences/${crypto.randomUUID()}`, {
      token,
      json: { newsletterOn: "no" },
    });
    expect(badBody.status).toBe(400);
    expect(JSON.stringify(badBody.body)).toContain("newsletterOn");
  });
});
