import { api, makeSpecSite, publishSpecRecipe } from "../support/creator";
import { activateDomain } from "../support/custom-domain";
import { expect, test } from "../support/fixtures";
import { openRecipeEditor } from "../support/kitchen";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";
import { siteGet, webRequest } from "../support/site-request";

/**
 * A creator renames a published recipe, a collection and the site itself in the kitchen, and
 * every old address (a pin, a search result, a newsletter already sent) still leads to its
 * page: a permanent redirect, the query kept, and the kitchen's own old addresses lead its
 * owner to the renamed site's; the creator's own redirect sends an old category page on; an
 * imported recipe's permalink on the creator's old blog leads to the recipe once the blog's
 * domain points here. Its own site: the demo sites keep their
 * names.
 */

test("a renamed recipe, collection and site keep their old addresses", async ({ page }) => {
  // A sign-in, three saves in the kitchen and the site's pages between them.
  test.slow();
  const run = Date.now().toString(36);
  const slug = `moves${run}`;
  const owner = `moves-owner-${run}@example.com`;
  const token = await makeSpecSite(owner, slug, "Moving Kitchen");
  const id = await publishSpecRecipe(slug, token, { title: "Plum cake", slug: "plum-cake" });
  const collection = await api(`/manage/${slug}/collections`, {
    method: "POST",
    token,
    json: { title: "Cakes", slug: "cakes", recipeIds: [id] },
  });
  expect(collection.status).toBe(201);
  await signIn(page, owner, E2E.platformUrl);

  await test.step("the recipe's slug, changed in its editor", async () => {
    await openRecipeEditor(page, "Plum cake", slug);
    await page.getByLabel("Slug").fill("plum-cake-with-cream");
    await expect(
      page.getByText("If you change it, the old address will lead to the new one."),
    ).toBeVisible();
    await page.getByRole("button", { name: "Update", exact: true }).click();
    await expect(page.getByText("Saved", { exact: true })).toBeVisible();

    const old = await siteGet(slug, "/recipes/plum-cake?utm_source=pin");
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe("/recipes/plum-cake-with-cream?utm_source=pin");
    await page.goto(`${E2E.siteUrl(slug)}/recipes/plum-cake?utm_source=pin`);
    await expect(page).toHaveURL(
      `${E2E.siteUrl(slug)}/recipes/plum-cake-with-cream?utm_source=pin`,
    );
    await expect(page.getByRole("heading", { level: 1, name: "Plum cake" })).toBeVisible();
    // An address that never was stays a 404.
    expect((await siteGet(slug, "/recipes/plum-tart")).status).toBe(404);
  });

  await test.step("the collection's slug, changed in its editor", async () => {
    await page.goto(`/kitchen/${slug}/recipes`);
    await page
      .getByRole("navigation", { name: "Kitchen" })
      .getByRole("link", { name: "Collections" })
      .click();
    await page.getByRole("link", { name: "Cakes" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Cakes" })).toBeVisible();
    await page.getByLabel("Address (slug)").fill("plum-cakes");
    await expect(
      page.getByText(
        "Changing it moves the collection to /collections/plum-cakes; the old address will lead there.",
      ),
    ).toBeVisible();
    await page.getByRole("button", { name: "Save collection" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Collection saved." })).toBeVisible();

    await page.goto(`${E2E.siteUrl(slug)}/collections/cakes`);
    await expect(page).toHaveURL(`${E2E.siteUrl(slug)}/collections/plum-cakes`);
    await expect(page.getByRole("heading", { level: 1, name: "Cakes" })).toBeVisible();
  });

  const renamed = `${slug}-new`;
  await test.step("the site's address, changed in its settings", async () => {
    await page.goto(`/kitchen/${slug}/settings`);
    await page.getByLabel("Site address").fill(renamed);
    await expect(page.getByRole("note")).toContainText(
      "Links to the old address will lead there, and no other site can take it.",
    );
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page).toHaveURL(`${E2E.platformUrl}/kitchen/${renamed}/settings?saved=address`);
    await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toContainText(
      "Links to the old address lead there.",
    );

    const old = await siteGet(slug, "/recipes/plum-cake-with-cream");
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe(`${E2E.siteUrl(renamed)}/recipes/plum-cake-with-cream`);
    // The oldest link of all: the old site, the old slug, both followed.
    await page.goto(`${E2E.siteUrl(slug)}/recipes/plum-cake`);
    await expect(page).toHaveURL(`${E2E.siteUrl(renamed)}/recipes/plum-cake-with-cream`);
    await expect(page.getByRole("heading", { level: 1, name: "Plum cake" })).toBeVisible();

    // The kitchen's old addresses (a bookmark, a comment's e-mail) lead its owner there too.
    await page.goto(`${E2E.platformUrl}/kitchen/${slug}/collections?from=mail`);
    await expect(page).toHaveURL(`${E2E.platformUrl}/kitchen/${renamed}/collections?from=mail`);
    await expect(page.getByRole("link", { name: "Cakes" }).first()).toBeVisible();
  });

  await test.step("the creator's own redirect, added on the Redirects page", async () => {
    await page.goto(`/kitchen/${renamed}/overview`);
    await page
      .getByRole("navigation", { name: "Kitchen" })
      .getByRole("link", { name: "Redirects" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Redirects" })).toBeVisible();
    await expect(page.getByText("No redirects yet.")).toBeVisible();

    // One that leads to itself is refused on its field, and nothing is saved.
    await page.getByLabel("Old address").fill("/category/cakes/");
    await page.getByLabel("Leads to").fill("/category/cakes");
    await page.getByRole("button", { name: "Add redirect" }).click();
    await expect(page.getByLabel("Leads to")).toHaveAccessibleDescription(/It leads to itself/);

    await page.getByLabel("Old address").fill(`https://old-blog.example.com/category/cakes/`);
    await page.getByLabel("Leads to").fill("/collections/plum-cakes");
    await page.getByRole("button", { name: "Add redirect" }).click();
    await expect(page.getByRole("status").filter({ hasText: "now leads to" })).toHaveText(
      "/category/cakes now leads to /collections/plum-cakes.",
    );
    const saved = page.getByRole("list", { name: "Redirects, newest first" }).getByRole("listitem");
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText("/category/cakes → leads to /collections/plum-cakes");
    // The fields are empty again for the next one, and the focus waits in the first.
    await expect(page.getByLabel("Old address")).toHaveValue("");
    await expect(page.getByLabel("Old address")).toBeFocused();

    const old = await siteGet(renamed, "/category/cakes/?page=2");
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe("/collections/plum-cakes?page=2");
    await page.goto(`${E2E.siteUrl(renamed)}/category/cakes/`);
    await expect(page).toHaveURL(`${E2E.siteUrl(renamed)}/collections/plum-cakes`);
    await expect(page.getByRole("heading", { level: 1, name: "Cakes" })).toBeVisible();

    await page.goto(`/kitchen/${renamed}/redirects`);
    // From an address a page of the site answers: kept, but said to wait for that page.
    await page.getByLabel("Old address").fill("/collections/plum-cakes");
    await page.getByLabel("Leads to").fill("/about");
    await page.getByRole("button", { name: "Add redirect" }).click();
    await expect(page.getByRole("status").filter({ hasText: "comes first" })).toHaveText(
      "Saved, but a page of your site is at /collections/plum-cakes, and it comes first: the redirect to /about applies only once that page goes (unpublished or renamed).",
    );
    await page
      .getByRole("button", { name: "Remove the redirect from /collections/plum-cakes" })
      .click();
    await expect(page.getByRole("status").filter({ hasText: "no longer" })).toHaveText(
      "/collections/plum-cakes no longer redirects.",
    );

    await page.getByRole("button", { name: "Remove the redirect from /category/cakes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "no longer" })).toHaveText(
      "/category/cakes no longer redirects.",
    );
    await expect(page.getByText("No redirects yet.")).toBeVisible();
    expect((await siteGet(renamed, "/category/cakes/")).status).toBe(404);

    // Many at once, pasted from the old blog's list: a line it cannot take is named, and
    // nothing is saved until every line is right.
    await page.getByText("Add many at once").click();
    const lines = page.getByLabel("Redirects, one per line");
    await lines.fill("/category/jams/ /recipes?search=jam\n/about-me /about-me");
    await page.getByRole("button", { name: "Add these redirects" }).click();
    await expect(lines).toHaveAccessibleDescription(/Line 2: It leads to itself/);
    await expect(page.getByText("No redirects yet.")).toBeVisible();
    await lines.fill("/category/jams/ /recipes?search=jam\n/about-me -> /about");
    await page.getByRole("button", { name: "Add these redirects" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Added" })).toHaveText(
      "Added 2 redirects.",
    );
    await expect(saved).toHaveCount(2);
    expect((await siteGet(renamed, "/about-me/")).headers.location).toBe("/about");
  });

  await test.step("an imported recipe's permalink, once the old blog's domain points here", async () => {
    const blog = `${slug}.example.com`;
    const jam = {
      title: "Plum jam",
      slug: "plum-jam",
      legacyRecipeData: { importedFrom: `https://www.${blog}/2019/05/plum-jam/` },
    };
    const draft = await api(`/manage/${renamed}/recipes`, { method: "POST", token, json: jam });
    expect(draft.status).toBe(201);
    const jamId = ((await draft.json()) as { recipe: { id: string } }).recipe.id;
    const live = await api(`/manage/${renamed}/recipes/${jamId}/publish`, {
      method: "POST",
      token,
      json: jam,
    });
    expect(live.status).toBe(200);
    await activateDomain(renamed, blog, token);

    const old = await webRequest("GET", `${blog}:${E2E.webPort}`, "/2019/05/plum-jam/?ref=pin");
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe("/recipes/plum-jam?ref=pin");
    const landed = await webRequest("GET", `${blog}:${E2E.webPort}`, "/recipes/plum-jam?ref=pin");
    expect(landed.status).toBe(200);
    expect(landed.body).toContain("Plum jam");
    // Any other old path is the site's 404 page, as before.
    expect((await webRequest("GET", `${blog}:${E2E.webPort}`, "/2019/05/plum-tart/")).status).toBe(
      404,
    );
  });
});
