import { env } from "cloudflare:test";
import { newsletterSuppressions } from "@schema/db/newsletters";
import { subscriberImports } from "@schema/db/subscriber-imports";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { users } from "@schema/db/users";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  requeueStalledSubscriberImports,
  SUBSCRIBER_IMPORT_STALL_MS,
} from "../services/subscriber-import/stalled";
import { anchorPerson, call, db, makeUser, siteDb } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";
import {
  fixtureCsv,
  importQueue,
  previewImport,
  runImport,
} from "../test/subscriber-import-helpers";

/** The subscription of the platform's account with this address, in the site's database. */
async function subscriptionOf(siteId: string, email: string) {
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) return null;
  const [row] = await (await siteDb(siteId))
    .select()
    .from(siteSubscriptions)
    .where(and(eq(siteSubscriptions.siteId, siteId), eq(siteSubscriptions.userId, user.id)));
  return row ?? null;
}

const givenOf = (rows: { given: string }[] | undefined) => (rows ?? []).map((row) => row.given);

describe("subscriber imports: each export format", () => {
  it("a Substack export: preview, then new readers subscribed free and confirmed, once", async () => {
    const { site, token } = await makeKitchen();
    // Already subscribed here, and an address this site's mail bounced from.
    const existing = await makeUser({ email: "existing@example.net" }).catch(async () => {
      const [row] = await db().select().from(users).where(eq(users.email, "existing@example.net"));
      return row as NonNullable<typeof row>;
    });
    const own = await siteDb(site.id);
    await anchorPerson(own, existing.id);
    await own.insert(siteSubscriptions).values({
      siteId: site.id,
      userId: existing.id,
      email: existing.email,
      plan: "free",
      status: "active",
    });
    await own
      .insert(newsletterSuppressions)
      .values({ siteId: site.id, email: "bounced@example.net", reason: "bounce" });

    const preview = await previewImport(site.slug, token, await fixtureCsv("substack.csv"));
    expect(preview.source).toBe("substack");
    expect(preview.status).toBe("ready");
    expect(preview.progress.rowsRead).toBe(7);
    expect(preview.counts).toMatchObject({
      new: 2,
      already_subscribed: 1,
      suppressed: 1,
      invalid: 1,
      duplicate: 1,
      opted_out: 1,
      imported: 0,
    });
    expect(preview.paidElsewhere).toBe(1);
    expect(preview.samples.new).toEqual([
      { rowNumber: 1, given: "ann@example.net", name: null, previousPlan: null, outcome: "new" },
      {
        rowNumber: 2,
        given: "Bob@Example.NET",
        name: null,
        previousPlan: "Paid on Substack: yearly",
        outcome: "new",
      },
    ]);
    // Nobody is subscribed by the preview.
    expect(await subscriptionOf(site.id, "ann@example.net")).toBeNull();

    // Every message delivered twice: the import happens once.
    const done = await runImport(site.slug, token, preview.id, importQueue(), { twice: true });
    expect(done.status).toBe("done");
    expect(done.counts).toMatchObject({ new: 0, imported: 2, already_subscribed: 1 });
    expect(done.progress).toMatchObject({ rowsToImport: 2, rowsImportedSoFar: 2 });
    for (const email of ["ann@example.net", "bob@example.net"]) {
      expect(await subscriptionOf(site.id, email)).toMatchObject({
        plan: "free",
        status: "active",
        newsletterOptIn: true,
      });
    }
    const [{ subscriptions } = { subscriptions: 0 }] = await own
      .select({ subscriptions: count() })
      .from(siteSubscriptions)
      .where(eq(siteSubscriptions.siteId, site.id));
    expect(subscriptions).toBe(3);
    // Confirmed by the creator's attestation: no opt-in e-mail went to anyone.
    const mail = await call("GET", "/dev/mail?to=ann%40example.net");
    expect(mail.body.messages).toEqual([]);

    // The report: what was skipped and why, and the paid reader's old plan.
    const skipped = await call(
      "GET",
      `/manage/${site.slug}/subscriber-imports/${preview.id}/rows?outcome=skipped`,
      { token },
    );
    expect(
      skipped.body.rows.map((row: { given: string; outcome: string }) => [row.given, row.outcome]),
    ).toEqual([
      ["not-an-address", "invalid"],
      ["ann@example.net", "duplicate"],
      ["quiet@example.net", "opted_out"],
      ["bounced@example.net", "suppressed"],
      ["existing@example.net", "already_subscribed"],
    ]);
    expect(done.samples.imported?.[1]?.previousPlan).toBe("Paid on Substack: yearly");
    const paid = await call(
      "GET",
      `/manage/${site.slug}/subscriber-imports/${preview.id}/rows?outcome=paid_elsewhere`,
      { token },
    );
    expect(paid.body).toEqual({
      rows: [
        {
          rowNumber: 2,
          given: "Bob@Example.NET",
          name: null,
          previousPlan: "Paid on Substack: yearly",
          outcome: "imported",
        },
      ],
      next: null,
    });
    // The kitchen's list shows the new subscribers.
    const list = await call("GET", `/manage/${site.slug}/subscribers?query=example.net`, { token });
    expect(list.body.subscribers.map((s: { email: string }) => s.email).sort()).toEqual([
      "ann@example.net",
      "bob@example.net",
      "existing@example.net",
    ]);
    // The file of addresses is deleted once imported.
    const [row] = await own
      .select()
      .from(subscriberImports)
      .where(eq(subscriberImports.id, preview.id));
    expect(await env.MEDIA.head(row?.fileKey ?? "")).toBeNull();
  });

  it("a Ghost members CSV: names with commas and line breaks, paid and comped members, unsubscribed ones", async () => {
    const { site, token } = await makeKitchen();
    const preview = await previewImport(site.slug, token, await fixtureCsv("ghost.csv"));
    expect(preview.source).toBe("ghost");
    expect(preview.counts).toMatchObject({ new: 3, opted_out: 1, invalid: 1 });
    expect(preview.samples.new?.map((row) => [row.given, row.name, row.previousPlan])).toEqual([
      ["cleo@example.net", "Lee, Cleo", null],
      ["dev@example.net", "Dev Patel", "Paid on Ghost: Gold tier"],
      ["gift@example.net", 'Gift "VIP" Reader', "Complimentary on Ghost"],
    ]);
    expect(givenOf(preview.samples.opted_out)).toEqual(["gone@example.net"]);
    const done = await runImport(site.slug, token, preview.id);
    expect(done.counts.imported).toBe(3);
    expect(await subscriptionOf(site.id, "dev@example.net")).toMatchObject({ plan: "free" });
    expect(await subscriptionOf(site.id, "gone@example.net")).toBeNull();
  });

  it("a Mailchimp audience export with a byte-order mark and CRLF line ends", async () => {
    const { site, token } = await makeKitchen();
    const preview = await previewImport(site.slug, token, await fixtureCsv("mailchimp.csv"));
    expect(preview.source).toBe("mailchimp");
    expect(preview.columns[0]).toBe("Email Address");
    expect(preview.samples.new?.map((row) => [row.given, row.name])).toEqual([
      ["fern@example.net", "Fern Oak"],
      ["gil@example.net", "Gil Ström"],
    ]);
    expect((await runImport(site.slug, token, preview.id)).counts.imported).toBe(2);
  });

  it("any other CSV: the creator picks the address column, then it imports", async () => {
    const { site, token } = await makeKitchen();
    const queue = importQueue();
    const preview = await previewImport(site.slug, token, await fixtureCsv("other.csv"), queue);
    expect(preview).toMatchObject({
      source: "other",
      status: "needs_mapping",
      columns: ["Subscriber", "Joined"],
      mapping: null,
    });
    const mapped = await call(
      "PUT",
      `/manage/${site.slug}/subscriber-imports/${preview.id}/mapping`,
      { token, json: { email: 0, name: null } },
      queue.env,
    );
    expect(mapped.status).toBe(200);
    expect(mapped.body.import.status).toBe("reading");
    await queue.drain();
    const read = await call("GET", `/manage/${site.slug}/subscriber-imports/${preview.id}`, {
      token,
    });
    expect(read.body.import.counts.new).toBe(2);
    expect((await runImport(site.slug, token, preview.id)).counts.imported).toBe(2);
    expect(await subscriptionOf(site.id, "ivo@example.net")).toMatchObject({ status: "active" });
  });
});

describe("subscriber imports: people the platform knows", () => {
  it("an account gets its subscription, and a lapsed subscription comes back as free", async () => {
    const { site, token } = await makeKitchen();
    const lapsed = await makeUser();
    const account = await makeUser();
    const own = await siteDb(site.id);
    await anchorPerson(own, lapsed.id);
    await own.insert(siteSubscriptions).values({
      siteId: site.id,
      userId: lapsed.id,
      email: lapsed.email,
      plan: "monthly",
      status: "canceled",
      priceAmountCents: 500,
      cadence: "month",
      canceledAt: new Date(),
    });
    const csv = `email\n${lapsed.email}\n${account.email.toUpperCase()}\n`;
    const preview = await previewImport(site.slug, token, csv);
    expect(preview.counts.new).toBe(2);
    await runImport(site.slug, token, preview.id);
    expect(await subscriptionOf(site.id, lapsed.email)).toMatchObject({
      plan: "free",
      status: "active",
      cadence: null,
      priceAmountCents: 0,
    });
    expect((await subscriptionOf(site.id, account.email))?.userId).toBe(account.id);
  });

  it("reads and imports 50,000 rows in batches, and the list counts them", async () => {
    const { site, token } = await makeKitchen();
    const lines = ["email,name"];
    for (let i = 0; i < 50_000; i++)
      lines.push(`reader${i}@bulk-${site.id.slice(0, 8)}.example,Reader ${i}`);
    const queue = importQueue();
    const preview = await previewImport(site.slug, token, `${lines.join("\r\n")}\r\n`, queue);
    expect(preview.progress.rowsRead).toBe(50_000);
    expect(preview.counts.new).toBe(50_000);
    const done = await runImport(site.slug, token, preview.id, queue);
    expect(done.counts.imported).toBe(50_000);
    const list = await call("GET", `/manage/${site.slug}/subscribers?limit=1`, { token });
    expect(list.body.total).toBe(50_000);
  }, 300_000);
});

describe("subscriber imports: a lost message", () => {
  it("the cron sends a stalled import's message again at its cursor, and it finishes once", async () => {
    const { site, token } = await makeKitchen();
    const queue = importQueue();
    const preview = await previewImport(site.slug, token, "email\nlost@example.net\n", queue);
    await call(
      "POST",
      `/manage/${site.slug}/subscriber-imports/${preview.id}/start`,
      { token, json: { consent: true } },
      queue.env,
    );
    // The start's message is lost; a fresh import is left alone, a quiet one is sent again.
    queue.jobs.length = 0;
    // The cron runs it on each database holding sites: this site's is its own.
    const own = await siteDb(site.id);
    await requeueStalledSubscriberImports(own, queue.env);
    expect(queue.jobs).toEqual([]);
    await requeueStalledSubscriberImports(
      own,
      queue.env,
      Date.now() + SUBSCRIBER_IMPORT_STALL_MS + 1000,
    );
    expect(queue.jobs).toEqual([
      {
        type: "subscriber-import",
        phase: "import",
        importId: preview.id,
        siteId: site.id,
        cursor: 0,
      },
    ]);
    await queue.drain({ twice: true });
    const done = await call("GET", `/manage/${site.slug}/subscriber-imports/${preview.id}`, {
      token,
    });
    expect(done.body.import).toMatchObject({ status: "done", counts: { imported: 1 } });
  });
});
