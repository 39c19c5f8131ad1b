import { describe, expect, it } from "vitest";
import { call } from "../test/factories";
import {
  makeNewsletterKitchen,
  recordingQueue,
  setMailingAddress,
} from "../test/newsletter-helpers";
import { makeRecipe } from "../test/recipe-factories";

describe("newsletter sends: bad input", () => {
  it("400 with field issues for a bad body, note or Idempotency-Key", async () => {
    const { site, token, recipe } = await makeNewsletterKitchen();
    const path = `/manage/${site.slug}/newsletter-sends`;
    const noRecipe = await call("POST", path, { token, json: { note: null } });
    expect(noRecipe.status).toBe(400);
    expect(noRecipe.body.issues.map((i: { path: string }) => i.path)).toContain("recipeId");
    const longNote = await call("POST", path, {
      token,
      json: { recipeId: recipe.id, note: "x".repeat(2_001) },
    });
    expect(longNote.status).toBe(400);
    expect(longNote.body.issues[0].path).toBe("note");
    const longKey = await call("POST", path, {
      token,
      headers: { "Idempotency-Key": "k".repeat(256) },
      json: { recipeId: recipe.id, note: null },
    });
    expect(longKey.status).toBe(400);
    expect(longKey.body.issues[0].path).toBe("Idempotency-Key");
    const badQuery = await call("GET", `${path}?recipeId=nope`, { token });
    expect(badQuery.status).toBe(400);
    const badAudience = await call("POST", `/manage/${site.slug}/newsletter-previews`, {
      token,
      json: { recipeId: recipe.id, note: null, audience: "everyone" },
    });
    expect(badAudience.status).toBe(400);
  });

  it("a draft is 409 recipe_not_published (previews excepted), an unknown recipe 404", async () => {
    const { site, token } = await makeNewsletterKitchen();
    const draft = await makeRecipe({ siteId: site.id, publishedAt: null });
    const queue = recordingQueue();
    const path = `/manage/${site.slug}/newsletter-sends`;
    const res = await call(
      "POST",
      path,
      { token, json: { recipeId: draft.id, note: null } },
      queue.env,
    );
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("recipe_not_published");
    const unknown = await call(
      "POST",
      path,
      { token, json: { recipeId: crypto.randomUUID(), note: null } },
      queue.env,
    );
    expect(unknown.status).toBe(404);
    expect(queue.jobs).toHaveLength(0);
    // The publish dialog previews and tests a draft before publishing it.
    const preview = await call("POST", `/manage/${site.slug}/newsletter-previews`, {
      token,
      json: { recipeId: draft.id, note: null, audience: "free" },
    });
    expect(preview.status).toBe(200);
    const test = await call("POST", `/manage/${site.slug}/newsletter-test-sends`, {
      token,
      json: { recipeId: draft.id, note: null },
    });
    expect(test.status).toBe(202);
  });

  it("without a mailing address: 409 mailing_address_required, and publish saves nothing", async () => {
    const { site, token, recipe } = await makeNewsletterKitchen();
    await setMailingAddress(site.id, "   ");
    const queue = recordingQueue();
    const res = await call(
      "POST",
      `/manage/${site.slug}/newsletter-sends`,
      { token, json: { recipeId: recipe.id, note: null } },
      queue.env,
    );
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("mailing_address_required");
    const publish = await call(
      "POST",
      `/manage/${site.slug}/recipes/${recipe.id}/publish`,
      { token, json: { title: "Renamed", slug: recipe.slug, newsletter: { note: null } } },
      queue.env,
    );
    expect(publish.status).toBe(409);
    expect(publish.body.error).toBe("mailing_address_required");
    const stored = await call("GET", `/manage/${site.slug}/recipes/${recipe.id}`, { token });
    expect(stored.body.recipe.title).toBe(recipe.title);
    expect(queue.jobs).toHaveLength(0);
    const audience = await call("GET", `/manage/${site.slug}/newsletter-audience`, { token });
    expect(audience.body).toEqual({ count: 0, paid: 0, free: 0, mailingAddress: null });
    const preview = await call("POST", `/manage/${site.slug}/newsletter-previews`, {
      token,
      json: { recipeId: recipe.id, note: null, audience: "paid" },
    });
    expect(preview.status).toBe(409);
    expect(preview.body.error).toBe("mailing_address_required");
  });

  it("the mailing address setting is at most 500 characters", async () => {
    const { site, token } = await makeNewsletterKitchen();
    const res = await call("PUT", `/manage/${site.slug}/sites`, {
      token,
      json: { title: site.title, slug: site.slug, mailingAddress: "a".repeat(501) },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe("mailingAddress");
  });
});
