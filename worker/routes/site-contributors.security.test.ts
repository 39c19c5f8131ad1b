import { describe, expect, it } from "vitest";
import { call, makeSite, unique } from "../test/factories";
import { creditContributor, makeContributorRow } from "../test/manage-factories";
import { makeRecipe } from "../test/recipe-factories";

describe("site contributors show only this site's published work", () => {
  it("never names a draft, nor someone credited only on drafts", async () => {
    const site = await makeSite();
    const [both, draftOnly] = [
      await makeContributorRow(site.id),
      await makeContributorRow(site.id),
    ];
    const published = await makeRecipe({ siteId: site.id });
    const draft = await makeRecipe({
      siteId: site.id,
      title: unique("Secret Draft"),
      publishedAt: null,
    });
    await creditContributor(site.id, both.id, published.id, draft.id);
    await creditContributor(site.id, draftOnly.id, draft.id);
    const res = await call("GET", `/site/${site.slug}/contributors`);
    expect(res.body.contributors.map((person: { id: string }) => person.id)).toEqual([both.id]);
    expect(JSON.stringify(res.body)).not.toContain(draft.title);
    expect(JSON.stringify(res.body)).not.toContain(draftOnly.name);
  });

  it("another site's people and recipes never show, even joined to this site's", async () => {
    // Both sites in one database: only there can a credit's row name the other's rows.
    const mine = await makeSite();
    const theirs = await makeSite({ database: mine.database });
    const own = await makeRecipe({ siteId: mine.id });
    const foreign = await makeRecipe({ siteId: theirs.id, title: unique("Foreign") });
    const ownPerson = await makeContributorRow(mine.id);
    const theirPerson = await makeContributorRow(theirs.id);
    await creditContributor(mine.id, ownPerson.id, own.id, foreign.id);
    await creditContributor(mine.id, theirPerson.id, own.id);
    const res = await call("GET", `/site/${mine.slug}/contributors`);
    expect(res.body.contributors).toEqual([
      expect.objectContaining({
        id: ownPerson.id,
        recipes: [{ slug: own.slug, title: own.title, subscribersOnly: false }],
      }),
    ]);
    expect(JSON.stringify(res.body)).not.toContain(foreign.title);
    expect(JSON.stringify(res.body)).not.toContain(theirPerson.name);
  });
});
