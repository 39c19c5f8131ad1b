import { env } from "cloudflare:test";
import {
  currentAppSubscriptionResponse,
  stripeRedirectResponse,
} from "@schema/api/answers/app-subscriptions";
import { dataExportListResponse, dataExportResponse } from "@schema/api/answers/data-exports";
import {
  deletedAccountResponse,
  deletedSiteResponse,
  restoredSiteResponse,
} from "@schema/api/answers/deletion";
import { devMailResponse, devMailSendSummary } from "@schema/api/answers/dev-mail";
import { earlySignupListResponse } from "@schema/api/answers/early-signups";
import { commentListResponse } from "@schema/api/answers/manage-comment-list";
import {
  customDomainListResponse,
  customDomainResponse,
  verifyCustomDomainResponse,
} from "@schema/api/answers/manage-domains";
import { manageOverviewResponse } from "@schema/api/answers/manage-overview";
import { accountLinkResponse, planPricesResponse } from "@schema/api/answers/manage-plan-prices";
import {
  subscriberActionResponse,
  subscriberListResponse,
} from "@schema/api/answers/manage-subscribers";
import { okResponse } from "@schema/api/answers/ok";
import { shoppingListResponse } from "@schema/api/answers/shopping-list";
import { sitePageResponse } from "@schema/api/answers/site-pages";
import {
  subscriberImportListResponse,
  subscriberImportResponse,
  subscriberImportRowsResponse,
  subscriberImportUploadUrlResponse,
} from "@schema/api/answers/subscriber-imports";
import { mailWebhookResult, stripeWebhookReceipt } from "@schema/api/answers/webhooks";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { openApiDocument } from "../routes/openapi";
import { runExportJob } from "../services/exports/run-export";
import { svixSignature } from "../services/mail/webhook-signature";
import { makePaidReader } from "../test/billing-factories";
import { download, exportJob } from "../test/export-helpers";
import {
  call,
  databases,
  latestMail,
  makeSite,
  makeUser,
  signedIn,
  unique,
} from "../test/factories";
import { doc, makeCommentRow, makeKitchen } from "../test/manage-factories";
import { recordingQueue } from "../test/newsletter-helpers";
import { ensureCatalog } from "../test/platform-plan-factories";
import { makeRecipe } from "../test/recipe-factories";
import { signature } from "../test/stripe-factories";
import { fixtureCsv, importQueue, uploadCsv } from "../test/subscriber-import-helpers";

/**
 * Every JSON answer of the kitchen's and platform's other calls, parsed with the schema its
 * route documents in openapi.json: a missing or mistyped field fails the parse, and as zod
 * drops keys a schema does not name, "parsed equals sent" fails on an undocumented field.
 */
function expectAnswer(schema: z.ZodType, answer: { status: number; body: unknown }, status = 200) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const parsed = schema.safeParse(answer.body);
  expect(parsed.error?.issues, JSON.stringify(answer.body)).toBeUndefined();
  expect(parsed.data).toEqual(answer.body);
}

describe("documented answers: the kitchen's money and subscribers", () => {
  it("platform plan, plan prices, Stripe links, subscribers, their actions and the overview", async () => {
    await ensureCatalog();
    const { kitchen } = await makePaidReader("monthly");
    const { site, token } = kitchen;
    const at = (path: string) => `/manage/${site.slug}${path}`;

    expectAnswer(
      currentAppSubscriptionResponse,
      await call("GET", at("/current-app-subscription"), { token }),
    );
    expectAnswer(
      stripeRedirectResponse,
      await call("POST", at("/app-subscription-billing-portal-sessions"), { token }),
      201,
    );
    const free = await makeKitchen();
    expectAnswer(
      stripeRedirectResponse,
      await call("POST", `/manage/${free.site.slug}/app-subscriptions`, {
        token: free.token,
        json: { cadence: "year" },
      }),
      201,
    );

    expectAnswer(planPricesResponse, await call("GET", at("/plan-prices"), { token }));
    const prices = { monthlyAmountCents: 600, yearlyAmountCents: 6000 };
    expectAnswer(
      planPricesResponse,
      await call("PUT", at("/plan-prices"), { token, json: prices }),
    );
    const offers = { trialDays: 7, firstPeriodPercentOff: 20 };
    const offered = await call("PUT", at("/plan-offers"), { token, json: offers });
    expectAnswer(planPricesResponse, offered);
    expect(offered.body.offers.changes.length).toBeGreaterThan(0);
    expectAnswer(
      planPricesResponse,
      await call("PUT", at("/paid-subscriptions"), { token, json: { enabled: true } }),
    );
    expectAnswer(
      accountLinkResponse,
      await call("POST", at("/stripe-account-links"), { token }),
      201,
    );

    const list = await call("GET", at("/subscribers"), { token });
    expectAnswer(subscriberListResponse, list);
    const paid = list.body.subscribers.find((row: { plan: string }) => row.plan === "monthly");
    const comped = await call("POST", at(`/subscribers/${paid.id}/actions`), {
      token,
      json: { action: "comp", days: 30, confirm: true },
    });
    expectAnswer(subscriberActionResponse, comped);
    expect(comped.body.subscriber.lastAction).not.toBeNull();

    const recipe = await makeRecipe({ siteId: site.id });
    await makeCommentRow({ siteId: site.id, recipeId: recipe.id, text: "So good" });
    const overview = await call("GET", at("/overview"), { token });
    expectAnswer(manageOverviewResponse, overview);
    expect(overview.body.comments.latest.length).toBe(1);
    expect(overview.body.activity.subscribers.length).toBeGreaterThan(0);
  });

  it("the comment list, with a reply and a hidden comment", async () => {
    const { site, token } = await makeKitchen();
    const recipe = await makeRecipe({ siteId: site.id });
    const parent = await makeCommentRow({ siteId: site.id, recipeId: recipe.id, hidden: true });
    await makeCommentRow({ siteId: site.id, recipeId: recipe.id, parentId: parent.id });
    const list = await call("GET", `/manage/${site.slug}/comments`, { token });
    expectAnswer(commentListResponse, list);
    expect(list.body.comments.map((row: { hiddenVia: string }) => row.hiddenVia).sort()).toEqual([
      "itself",
      "parent",
    ]);
  });

  it("subscriber imports: upload URL, import, list, rows, start", async () => {
    const { site, token } = await makeKitchen();
    const at = (path: string) => `/manage/${site.slug}/subscriber-imports${path}`;
    expectAnswer(
      subscriberImportUploadUrlResponse,
      await call("POST", at("/upload-urls"), { token }),
    );
    const queue = importQueue();
    const key = await uploadCsv(site.slug, token, await fixtureCsv("substack.csv"));
    const created = await call("POST", at(""), { token, json: { key } }, queue.env);
    expectAnswer(subscriberImportResponse, created, 201);
    const id = created.body.import.id as string;
    await queue.drain();
    const read = await call("GET", at(`/${id}`), { token });
    expectAnswer(subscriberImportResponse, read);
    expect(read.body.import.status).toBe("ready");
    expect(Object.keys(read.body.import.samples).length).toBeGreaterThan(0);
    expectAnswer(subscriberImportListResponse, await call("GET", at(""), { token }));
    expectAnswer(
      subscriberImportRowsResponse,
      await call("GET", at(`/${id}/rows?outcome=new&limit=2`), { token }),
    );
    const started = await call(
      "POST",
      at(`/${id}/start`),
      { token, json: { consent: true } },
      queue.env,
    );
    expectAnswer(subscriberImportResponse, started);
    await queue.drain();
  });

  it("a CSV without a recognised address column is mapped by hand", async () => {
    const { site, token } = await makeKitchen();
    const queue = importQueue();
    const key = await uploadCsv(site.slug, token, "Who,Called\nann@example.com,Ann\n");
    const at = `/manage/${site.slug}/subscriber-imports`;
    const created = await call("POST", at, { token, json: { key } }, queue.env);
    expect(created.body.import.status).toBe("needs_mapping");
    const mapped = await call(
      "PUT",
      `${at}/${created.body.import.id}/mapping`,
      { token, json: { email: 0, name: 1 } },
      queue.env,
    );
    expectAnswer(subscriberImportResponse, mapped);
  });
});

describe("documented answers: the site, its pages and its domains", () => {
  it("terms and contact, in the kitchen and on the site, and the contact form", async () => {
    const { site, token } = await makeKitchen();
    const kitchenPage = `/manage/${site.slug}/site-pages/terms`;
    expectAnswer(sitePageResponse, await call("GET", kitchenPage, { token }));
    const body = doc("Be kind.");
    expectAnswer(sitePageResponse, await call("PUT", kitchenPage, { token, json: { body } }));
    expectAnswer(sitePageResponse, await call("GET", `/site/${site.slug}/site-pages/terms`));
    const sent = await call("POST", `/site/${site.slug}/contact-messages`, {
      json: { name: "Ann", email: `${unique("ann")}@example.com`, message: "Hello" },
    });
    expectAnswer(okResponse, sent, 202);
  });

  it("custom domains: list, add, verify", async () => {
    const { site, token } = await makeKitchen();
    const at = `/manage/${site.slug}/custom-domains`;
    const added = await call("POST", at, {
      token,
      json: { hostname: `${unique("cook")}.example.com` },
    });
    expectAnswer(customDomainResponse, added, 201);
    expectAnswer(customDomainListResponse, await call("GET", at, { token }));
    const { txt } = added.body.domain.dns;
    const published = await call("PUT", "/dev/dns-txt", {
      json: { name: txt.name, value: txt.value },
    });
    expect(published.status).toBe(204);
    const verified = await call("POST", `${at}/${added.body.domain.id}/verify`, { token });
    expectAnswer(verifyCustomDomainResponse, verified);
  });

  it("exports of a site (queued, then done, and its ZIP) and of an account", async () => {
    const { site, token } = await makeKitchen();
    const queue = recordingQueue();
    const at = `/manage/${site.slug}/exports`;
    expectAnswer(dataExportResponse, await call("POST", at, { token }, queue.env), 202);
    await runExportJob(env, databases(), exportJob(queue.jobs));
    const done = await call("GET", at, { token });
    expectAnswer(dataExportListResponse, done);
    const [archive] = done.body.exports;
    expect(archive).toMatchObject({ state: "done", bytes: expect.any(Number) });
    const zip = await download(archive.downloadUrl);
    expect(zip.status).toBe(200);
    expect(zip.headers.get("Content-Type")).toBe("application/zip");

    expectAnswer(dataExportResponse, await call("POST", "/manage/account-exports", { token }), 202);
    expectAnswer(dataExportListResponse, await call("GET", "/manage/account-exports", { token }));
  });

  it("deleting and restoring a site, and deleting an account", async () => {
    const { site, token } = await makeKitchen();
    const deleted = await call("POST", `/manage/${site.slug}/deletion`, {
      token,
      json: { confirmSlug: site.slug },
    });
    expectAnswer(deletedSiteResponse, deleted);
    const restored = await call("POST", `/manage/deleted-sites/${site.slug}/restore`, { token });
    expectAnswer(restoredSiteResponse, restored);

    const reader = await makeUser();
    const gone = await call("POST", "/manage/account-deletion", {
      token: await signedIn(reader.id),
      json: { confirm: "delete", comments: "keep" },
    });
    expectAnswer(deletedAccountResponse, gone);
  });
});

describe("documented answers: the platform's own calls", () => {
  it("early sign-ups, their confirmation and the staff's list", async () => {
    const email = `${unique("creator")}@example.com`;
    expectAnswer(
      okResponse,
      await call("POST", "/manage/early-signups", { json: { email, siteName: "Soup" } }),
      202,
    );
    const link = new URL((await latestMail(email)).link ?? "");
    const confirmed = await call("POST", "/manage/early-signups/confirmations", {
      json: { token: link.searchParams.get("token") },
    });
    expectAnswer(okResponse, confirmed);
    const staff = await signedIn((await makeUser({ staffRole: "staff" })).id);
    expectAnswer(
      earlySignupListResponse,
      await call("GET", "/manage/early-signups", { token: staff }),
    );
  });

  it("the dev mailbox and a send's summary", async () => {
    const email = `${unique("creator")}@example.com`;
    await call("POST", "/manage/early-signups", { json: { email } });
    const mail = await call("GET", `/dev/mail?to=${encodeURIComponent(email)}`);
    expectAnswer(devMailResponse, mail);
    expect(mail.body.messages.length).toBe(1);
    expectAnswer(devMailSendSummary, await call("GET", `/dev/mail/sends/${crypto.randomUUID()}`));
  });

  it("Stripe's and the mail provider's webhooks", async () => {
    const payload = JSON.stringify({
      id: `evt_${crypto.randomUUID()}`,
      object: "event",
      type: "customer.subscription.updated",
      account: "acct_test",
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: "sub_test", object: "subscription" } },
    });
    const JOBS = { send: async () => {} } as unknown as Queue;
    const stripe = await call(
      "POST",
      "/webhooks/stripe-connect",
      {
        body: payload,
        headers: {
          "Content-Type": "application/json",
          "Stripe-Signature": await signature(payload, "whsec_local_connect"),
        },
      },
      { ...env, JOBS },
    );
    expectAnswer(stripeWebhookReceipt, stripe);

    const site = await makeSite();
    const body = JSON.stringify({
      type: "email.bounced",
      created_at: new Date().toISOString(),
      data: { email_id: crypto.randomUUID(), to: ["gone@example.com"], tags: { site: site.id } },
    });
    const id = `msg_${crypto.randomUUID()}`;
    const timestamp = Math.floor(Date.now() / 1000);
    const secret = env.MAIL_WEBHOOK_SECRET as string;
    const mail = await call("POST", "/webhooks/mail", {
      body,
      headers: {
        "Content-Type": "application/json",
        "svix-id": id,
        "svix-timestamp": String(timestamp),
        "svix-signature": await svixSignature(secret, id, timestamp, body),
      },
    });
    expectAnswer(mailWebhookResult, mail);
    expect(mail.body.result).toBe("applied");
  });

  it("the health check and the OpenAPI document itself", async () => {
    expectAnswer(okResponse, await call("GET", "/health"));
    const answer = await call("GET", "/openapi.json");
    expect(answer.status).toBe(200);
    expect(openApiDocument.safeParse(answer.body).error).toBeUndefined();
  });
});

describe("documented answers: the shopping list", () => {
  it("the list, a recipe added to it, a line edited, and a browser's list", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({
      siteId: site.id,
      ingredientGroups: [{ lines: ["two lemons"] }],
    });
    const token = await signedIn((await makeUser()).id, site.id);
    const ref = { siteSlug: site.slug, recipeSlug: recipe.slug };
    const added = await call("POST", "/shopping-list/recipes", {
      token,
      json: { requestId: unique("req"), ...ref },
    });
    expectAnswer(shoppingListResponse, added);
    const lineId = added.body.lines[0].id;
    expectAnswer(
      shoppingListResponse,
      await call("PATCH", `/shopping-list/lines/${lineId}`, { token, json: { checked: true } }),
    );
    expectAnswer(shoppingListResponse, await call("GET", "/shopping-list", { token }));
    expectAnswer(
      shoppingListResponse,
      await call("POST", "/shopping-list/browser-recipes", { json: { ...ref, lines: [] } }),
    );
  });
});
