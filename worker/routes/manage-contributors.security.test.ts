import { describe, expect, it } from "vitest";
import { makeApiToken } from "../test/api-token-factories";
import { call, makeSite, makeUser, signedIn } from "../test/factories";
import { addManager, makeKitchen, minimalRecipe } from "../test/manage-factories";

const body = { name: "Jess Huang", bio: "Tester." };

async function siteWithContributor() {
  const kitchen = await makeKitchen();
  const created = await call("POST", `/manage/${kitchen.site.slug}/contributors`, {
    token: kitchen.token,
    json: body,
  });
  return { ...kitchen, contributorId: created.body.contributor.id as string };
}

const everyCall = (slug: string, id: string, token?: string) => [
  call("GET", `/manage/${slug}/contributors`, { token }),
  call("POST", `/manage/${slug}/contributors`, { token, json: body }),
  call("GET", `/manage/${slug}/contributors/${id}`, { token }),
  call("PUT", `/manage/${slug}/contributors/${id}`, { token, json: { name: "Mine" } }),
  call("DELETE", `/manage/${slug}/contributors/${id}`, { token }),
];

async function expectUntouched(slug: string, token: string, id: string) {
  const list = await call("GET", `/manage/${slug}/contributors`, { token });
  expect(list.body.contributors).toEqual([expect.objectContaining({ id, name: "Jess Huang" })]);
}

describe("manage contributors: security", () => {
  it("signed out is 401 on every call", async () => {
    const { site, token, contributorId } = await siteWithContributor();
    for (const reply of await Promise.all(everyCall(site.slug, contributorId))) {
      expect(reply.status).toBe(401);
    }
    await expectUntouched(site.slug, token, contributorId);
  });

  it("another site's owner gets 404, and cannot credit this site's contributor", async () => {
    const { site, token, contributorId } = await siteWithContributor();
    const other = await makeKitchen();
    for (const reply of await Promise.all(everyCall(site.slug, contributorId, other.token))) {
      expect(reply.status).toBe(404);
    }
    const ownSlug = await Promise.all(
      everyCall(other.site.slug, contributorId, other.token).slice(2),
    );
    for (const reply of ownSlug) expect(reply.status).toBe(404);
    const credit = await call("POST", `/manage/${other.site.slug}/recipes`, {
      token: other.token,
      json: minimalRecipe({ contributorIds: [contributorId] }),
    });
    expect(credit.status).toBe(400);
    await expectUntouched(site.slug, token, contributorId);
  });

  it("a manager of another site gets 404; a reader signed in on the site gets 404", async () => {
    const { site, token, contributorId } = await siteWithContributor();
    const elsewhere = await makeSite();
    const { token: managerElsewhere } = await addManager(elsewhere.id);
    for (const reply of await Promise.all(everyCall(site.slug, contributorId, managerElsewhere))) {
      expect(reply.status).toBe(404);
    }
    const reader = await makeUser();
    const onSite = await signedIn(reader.id, site.id);
    for (const reply of await Promise.all(everyCall(site.slug, contributorId, onSite))) {
      expect(reply.status).toBe(404);
    }
    await expectUntouched(site.slug, token, contributorId);
  });

  it("API tokens: read-only reads but may not write (403); outside its scope is 404", async () => {
    const reader = await makeApiToken({ access: "read" });
    const made = await call("POST", `/manage/${reader.site.slug}/contributors`, {
      token: reader.token,
      json: body,
    });
    const id = made.body.contributor.id as string;
    const calls = everyCall(reader.site.slug, id, reader.secret);
    const [list, create, one, put, del] = await Promise.all(calls);
    expect([list?.status, one?.status]).toEqual([200, 200]);
    expect([create?.status, put?.status, del?.status]).toEqual([403, 403, 403]);

    const writer = await makeApiToken({ access: "write" });
    const written = await call("POST", `/manage/${writer.site.slug}/contributors`, {
      token: writer.secret,
      json: body,
    });
    expect(written.status).toBe(201);
    const ownOther = await makeSite({ ownerId: writer.owner.id });
    const outside = await call("GET", `/manage/${ownOther.slug}/contributors`, {
      token: writer.secret,
    });
    expect(outside.status).toBe(404);
  });
});
