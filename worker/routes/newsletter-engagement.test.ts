import { describe, expect, it } from "vitest";
import { pruneDeliveryHistory } from "../services/newsletters/history";
import { expectDocumented } from "../test/documented-answers";
import { call, latestMail, siteDb, updateSite } from "../test/factories";
import { makeNewsletterKitchen, sendNewsletter, sendRow } from "../test/newsletter-helpers";
import { makeSubscriber } from "../test/recipe-factories";

/**
 * A newsletter's opens and clicks: a counted send's e-mails carry an open image and counted
 * links with the reader's token; each reader counts once per open, click and link; a bad
 * token counts nothing but its link still leads on; a site that does not count sends plain
 * e-mails.
 */

type Kitchen = Awaited<ReturnType<typeof makeNewsletterKitchen>>;

/** The reader's token, read from the open image's address in their e-mail. */
function tokenIn(html: string, sendId: string) {
  const found = html.match(new RegExp(`/newsletter/${sendId}/open/([^"&]+)`));
  if (!found?.[1]) throw new Error("No open image in the e-mail");
  return decodeURIComponent(found[1]);
}

const open = (kitchen: Kitchen, sendId: string, token: string, slug = kitchen.site.slug) =>
  call("POST", `/site/${slug}/newsletter-sends/${sendId}/opens`, { json: { token } });

const click = (kitchen: Kitchen, sendId: string, link: string, token: string) =>
  call("POST", `/site/${kitchen.site.slug}/newsletter-sends/${sendId}/clicks`, {
    json: { token, link },
  });

describe("a newsletter's opens and clicks", () => {
  it("counts each reader once per open, click and link, and the kitchen sees the counts", async () => {
    const kitchen = await makeNewsletterKitchen("public");
    const ada = await makeSubscriber(kitchen.site.id, "free");
    const lee = await makeSubscriber(kitchen.site.id, "monthly");
    const { sendId, messages } = await sendNewsletter(kitchen);
    const origin = `http://${kitchen.site.slug}.localhost:8788`;
    const mailTo = (email: string) => messages.find((message) => message.to === email);
    const adaMail = mailTo(ada.email);
    expect(adaMail?.html).toContain(`${origin}/newsletter/${sendId}/link/recipe/`);
    expect(adaMail?.html).toContain(`${origin}/newsletter/${sendId}/link/metric/`);
    // The plain-text part keeps the plain addresses.
    expect(adaMail?.text).not.toContain("/newsletter/");
    expect(adaMail?.text).toContain(`${origin}/recipes/${kitchen.recipe.slug}`);
    const adaToken = tokenIn(adaMail?.html ?? "", sendId);
    const leeToken = tokenIn(mailTo(lee.email)?.html ?? "", sendId);
    expect(adaToken).not.toBe(leeToken);

    const opened = await open(kitchen, sendId, adaToken);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ counted: true });
    await expectDocumented("POST", "/site/:siteSlug/newsletter-sends/:sendId/opens", opened);
    await open(kitchen, sendId, adaToken);
    expect(await sendRow(sendId)).toMatchObject({ openedCount: 1, clickedCount: 0 });

    const metric = await click(kitchen, sendId, "metric", adaToken);
    expect(metric.status).toBe(200);
    expect(metric.body).toEqual({
      location: `${origin}/recipes/${kitchen.recipe.slug}?units=metric&temperature=celsius`,
      counted: true,
    });
    await expectDocumented("POST", "/site/:siteSlug/newsletter-sends/:sendId/clicks", metric);
    await click(kitchen, sendId, "recipe", adaToken);
    await click(kitchen, sendId, "recipe", adaToken);
    // Lee's mail program showed no images: the click is the open.
    const leeClick = await click(kitchen, sendId, "recipe", leeToken);
    expect(leeClick.body.location).toBe(`${origin}/recipes/${kitchen.recipe.slug}`);
    expect(await sendRow(sendId)).toMatchObject({
      openedCount: 2,
      clickedCount: 2,
      linkReaders: { metric: 1, recipe: 2 },
    });

    const list = await call(
      "GET",
      `/manage/${kitchen.site.slug}/newsletter-sends?recipeId=${kitchen.recipe.id}`,
      { token: kitchen.token },
    );
    expect(list.body.sends[0]).toMatchObject({
      recipeTitle: "Weeknight lasagne",
      tracked: true,
      sentCount: 2,
      openedCount: 2,
      clickedCount: 2,
      linkReaders: [
        { link: "recipe", readers: 2 },
        { link: "metric", readers: 1 },
      ],
    });
    // The Overview's card shows the latest send's counts.
    const overview = await call("GET", `/manage/${kitchen.site.slug}/overview`, {
      token: kitchen.token,
    });
    expect(overview.body.newsletter.latest).toMatchObject({
      recipeTitle: "Weeknight lasagne",
      sentCount: 2,
      tracked: true,
      openedCount: 2,
      clickedCount: 2,
    });
  });

  it("counts nothing for a bad token, yet its link leads on; another site's send is 404; bad input 400", async () => {
    const kitchen = await makeNewsletterKitchen("public");
    const ada = await makeSubscriber(kitchen.site.id, "free");
    const { sendId, messages } = await sendNewsletter(kitchen);
    const token = tokenIn(messages.find((m) => m.to === ada.email)?.html ?? "", sendId);
    const forged = `${token.slice(0, -4)}aaaa`;
    expect((await open(kitchen, sendId, forged)).body).toEqual({ counted: false });
    const forgedClick = await click(kitchen, sendId, "doubled", forged);
    expect(forgedClick.status).toBe(200);
    expect(forgedClick.body).toEqual({
      location: `http://${kitchen.site.slug}.localhost:8788/recipes/${kitchen.recipe.slug}?scale=2`,
      counted: false,
    });
    // A token is for one send: the same reader's token counts nothing on the next one.
    const next = await sendNewsletter(kitchen);
    expect((await open(kitchen, next.sendId, token)).body).toEqual({ counted: false });
    expect(await sendRow(sendId)).toMatchObject({ openedCount: 0, clickedCount: 0 });

    const other = await makeNewsletterKitchen("public");
    const foreign = await open(kitchen, sendId, token, other.site.slug);
    expect(foreign.status).toBe(404);
    expect(await sendRow(sendId)).toMatchObject({ openedCount: 0 });
    const missing = await open(kitchen, crypto.randomUUID(), token);
    expect(missing.status).toBe(404);

    const badLink = await click(kitchen, sendId, "elsewhere", token);
    expect(badLink.status).toBe(400);
    expect(badLink.body.issues.map((issue: { path: string }) => issue.path)).toEqual(["link"]);
    // A malformed id names no send: 404, as every route's parameters answer.
    expect((await open(kitchen, "not-a-send", token)).status).toBe(404);
    expect((await open(kitchen, sendId, "")).status).toBe(400);
  });

  it("leads to the site's home once the recipe is unpublished, and counts nothing once the rows are pruned", async () => {
    const kitchen = await makeNewsletterKitchen("public");
    const ada = await makeSubscriber(kitchen.site.id, "free");
    const { sendId, messages } = await sendNewsletter(kitchen);
    const token = tokenIn(messages.find((m) => m.to === ada.email)?.html ?? "", sendId);
    const later = new Date(Date.now() + 15 * 86_400_000);
    await pruneDeliveryHistory(await siteDb(kitchen.site.id), later);
    const pruned = await click(kitchen, sendId, "recipe", token);
    expect(pruned.body).toMatchObject({ counted: false });
    expect(pruned.body.location).toContain(`/recipes/${kitchen.recipe.slug}`);

    const unpublished = await call(
      "POST",
      `/manage/${kitchen.site.slug}/recipes/${kitchen.recipe.id}/unpublish`,
      { token: kitchen.token },
    );
    expect(unpublished.status).toBeLessThan(300);
    const home = await click(kitchen, sendId, "recipe", token);
    expect(home.body.location).toBe(`http://${kitchen.site.slug}.localhost:8788/`);
  });

  it("a site that does not count sends plain e-mails; tests and previews never count", async () => {
    const kitchen = await makeNewsletterKitchen("public");
    await makeSubscriber(kitchen.site.id, "free");
    const test = await call("POST", `/manage/${kitchen.site.slug}/newsletter-test-sends`, {
      token: kitchen.token,
      json: { recipeId: kitchen.recipe.id, note: null },
    });
    expect(test.status).toBe(202);
    const testMail = await latestMail(kitchen.owner.email);
    expect(testMail?.html).toContain(`/recipes/${kitchen.recipe.slug}`);
    expect(testMail?.html).not.toContain("/newsletter/");

    // The site's default privacy notice says so while it counts, and not once it stops.
    const privacy = () => call("GET", `/site/${kitchen.site.slug}/site-pages/privacy`);
    const counting = "Newsletters count how many readers open them";
    expect(JSON.stringify((await privacy()).body)).toContain(counting);
    await updateSite(kitchen.site.id, { newsletterAnalytics: false });
    expect(JSON.stringify((await privacy()).body)).not.toContain(counting);
    const { sendId, messages } = await sendNewsletter(kitchen);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.html).not.toContain("/newsletter/");
    expect(messages[0]?.html).toContain(`/recipes/${kitchen.recipe.slug}`);
    expect(await sendRow(sendId)).toMatchObject({ tracked: false });
  });
});
