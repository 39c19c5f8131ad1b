import { describe, expect, it } from "vitest";
import { call, makeSite, makeUser, signedIn } from "../test/factories";
import { doc, makeRecipe } from "../test/recipe-factories";

async function setup() {
  const site = await makeSite({ commentsEnabled: true });
  const recipe = await makeRecipe({ siteId: site.id });
  const token = await signedIn((await makeUser()).id, site.id);
  return { site, recipe, token };
}

describe("site ratings: bad input", () => {
  it("0, 6, 4.5 or missing stars are 400 with the field named", async () => {
    const { site, recipe, token } = await setup();
    for (const stars of [0, 6, 4.5, "5", undefined]) {
      const res = await call("PUT", `/site/${site.slug}/ratings`, {
        token,
        json: { recipeId: recipe.id, stars },
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe("bad_request");
      expect(res.body.issues.map((i: { path: string }) => i.path)).toContain("stars");
    }
    const six = await call("PUT", `/site/${site.slug}/ratings`, {
      token,
      json: { recipeId: recipe.id, stars: 6 },
    });
    expect(six.body.issues[0].message).toBe("Give at most 5 stars");
  });

  it("a malformed or unknown recipe id is 400 in a body, 404 in a path", async () => {
    const { site, token } = await setup();
    const bad = await call("PUT", `/site/${site.slug}/ratings`, {
      token,
      json: { recipeId: "nope", stars: 3 },
    });
    expect(bad.status).toBe(400);
    const unknown = await call("PUT", `/site/${site.slug}/ratings`, {
      token,
      json: { recipeId: crypto.randomUUID(), stars: 3 },
    });
    expect(unknown.status).toBe(404);
    const path = await call("DELETE", `/site/${site.slug}/ratings/nope`, { token });
    expect(path.status).toBe(404);
    const read = await call("GET", `/site/${site.slug}/ratings?recipeId=${crypto.randomUUID()}`);
    expect(read.status).toBe(404);
  });

  it("a draft cannot be rated", async () => {
    const { site, token } = await setup();
    const draft = await makeRecipe({ siteId: site.id, publishedAt: null });
    const res = await call("PUT", `/site/${site.slug}/ratings`, {
      token,
      json: { recipeId: draft.id, stars: 3 },
    });
    expect(res.status).toBe(404);
  });

  it("stars on a reply are 400, and bad stars on a comment post nothing", async () => {
    const { site, recipe, token } = await setup();
    const top = await call("POST", `/site/${site.slug}/comments`, {
      token,
      json: { recipeId: recipe.id, content: doc("First") },
    });
    const reply = await call("POST", `/site/${site.slug}/comments`, {
      token,
      json: {
        recipeId: recipe.id,
        parentId: top.body.comments[0].id,
        content: doc("Re"),
        stars: 3,
      },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.issues[0].path).toBe("stars");
    const zero = await call("POST", `/site/${site.slug}/comments`, {
      token,
      json: { recipeId: recipe.id, content: doc("Zero"), stars: 0 },
    });
    expect(zero.status).toBe(400);
    const list = await call("GET", `/site/${site.slug}/comments?recipeId=${recipe.id}`);
    expect(list.body.comments).toHaveLength(1);
  });
});
