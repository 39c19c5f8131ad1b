import { describe, expect, it } from "vitest";
import { call, makeSite, makeUser, signedIn } from "../test/factories";
import {
  makeContributorRow,
  makeEquipmentRow,
  makeIngredientRow,
  makeKitchen,
  makeTermRow,
  makeThemes,
  makeUnitRow,
} from "../test/manage-factories";

describe("GET manage/{siteSlug}/globals", () => {
  it("lists every catalogue: the platform's entries and this site's own, never another site's", async () => {
    const { site, token } = await makeKitchen();
    const other = await makeSite();
    const unit = await makeUnitRow();
    const shared = await makeIngredientRow(null, "Aaa shared flour");
    const own = await makeIngredientRow(site.id, "Aaa own salt");
    const theirs = await makeIngredientRow(other.id, "Aaa their sugar");
    const pan = await makeEquipmentRow(site.id);
    const theirPan = await makeEquipmentRow(other.id);
    const cuisine = await makeTermRow("cuisines", site.id);
    const theirCuisine = await makeTermRow("cuisines", other.id);
    const diet = await makeTermRow("diets");
    const { color, type } = await makeThemes();

    const res = await call("GET", `/manage/${site.slug}/globals`, { token });
    expect(res.status).toBe(200);
    const ids = (list: { id: string }[]) => list.map((item) => item.id);
    expect(res.body.units).toContainEqual(
      expect.objectContaining({ id: unit.id, pluralTitle: unit.pluralTitle }),
    );
    expect(ids(res.body.ingredients)).toEqual(expect.arrayContaining([shared.id, own.id]));
    expect(ids(res.body.ingredients)).not.toContain(theirs.id);
    expect(res.body.ingredients.find((i: { id: string }) => i.id === own.id)).toMatchObject({
      siteId: site.id,
      defaultMetricMeasurementMethod: "weight",
    });
    expect(ids(res.body.equipment)).toContain(pan.id);
    expect(ids(res.body.equipment)).not.toContain(theirPan.id);
    expect(ids(res.body.cuisines)).toContain(cuisine.id);
    expect(ids(res.body.cuisines)).not.toContain(theirCuisine.id);
    expect(ids(res.body.diets)).toContain(diet.id);
    for (const key of ["tags", "methods", "foodCategories", "meals"]) {
      expect(Array.isArray(res.body[key]), key).toBe(true);
    }
    expect(res.body.colorThemes).toContainEqual(
      expect.objectContaining({ id: color.id, colorAccent: "#aa0000" }),
    );
    expect(res.body.typeThemes).toContainEqual(
      expect.objectContaining({ id: type.id, displayFontFamily: "Lora" }),
    );
    expect(res.body.fontFamilies).toContain("Lora");
    expect(res.body.fontFamilies.length).toBeGreaterThanOrEqual(25);
  });

  it("lists this site's contributors, and only this site's, for the recipe editor to credit", async () => {
    const { site, token } = await makeKitchen();
    const other = await makeSite();
    const ours = await makeContributorRow(site.id);
    const theirs = await makeContributorRow(other.id);

    const res = await call("GET", `/manage/${site.slug}/globals`, { token });
    expect(res.status).toBe(200);
    expect(res.body.contributors).toEqual([{ id: ours.id, name: ours.name }]);
    expect(JSON.stringify(res.body)).not.toContain(theirs.id);
  });

  it("signed out 401; stranger and other owner 404; other-site session 401", async () => {
    const { site, owner } = await makeKitchen();
    const path = `/manage/${site.slug}/globals`;
    expect((await call("GET", path)).status).toBe(401);
    expect((await call("GET", path, { token: await signedIn((await makeUser()).id) })).status).toBe(
      404,
    );
    expect((await call("GET", path, { token: (await makeKitchen()).token })).status).toBe(404);
    const elsewhere = await signedIn(owner.id, (await makeSite({ ownerId: owner.id })).id);
    expect((await call("GET", path, { token: elsewhere })).status).toBe(401);
  });
});
