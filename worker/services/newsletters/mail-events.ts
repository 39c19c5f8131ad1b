import { newsletterSends } from "@schema/db/newsletters";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../env";
import { type SiteDatabases, siteWithDbs } from "../../lib/site-databases";
import { refuseWriteWhileMoving } from "../../lib/site-moving";
import { suppress } from "./suppressions";

/**
 * The provider's delivery events (Resend's webhook payloads): a hard bounce or a spam
 * complaint puts the address on the suppression list of the site that sent the e-mail,
 * named by the "site" tag every newsletter carries. Other events, and mail without a
 * site (sign-in mail), change nothing. The send named by the "send" tag counts it.
 * Applying an event twice is the same as once.
 */

const tags = z
  .union([
    z.record(z.string(), z.string()),
    z.array(z.object({ name: z.string(), value: z.string() })),
  ])
  .optional()
  .transform((value) =>
    Array.isArray(value) ? Object.fromEntries(value.map((tag) => [tag.name, tag.value])) : value,
  );

export const mailEvent = z.object({
  type: z.string().max(100),
  data: z
    .object({
      to: z.union([z.array(z.string().max(320)).max(50), z.string().max(320)]).optional(),
      tags,
    })
    .passthrough()
    .optional(),
});

export type MailEvent = z.infer<typeof mailEvent>;

const REASONS: Record<string, "bounce" | "complaint"> = {
  "email.bounced": "bounce",
  "email.complained": "complaint",
};

export async function applyMailEvent(
  databases: SiteDatabases,
  event: MailEvent,
): Promise<"applied" | "ignored"> {
  const reason = REASONS[event.type];
  const siteId = event.data?.tags?.site;
  if (!reason || !siteId) return "ignored";
  const found = await siteWithDbs(databases, siteId);
  if (!found) return "ignored";
  // A 503 while the site moves: the provider delivers the event again later.
  refuseWriteWhileMoving("POST", found.site);
  // The suppression list and the send are the site's rows, in its database.
  const { site } = found;
  const db = found.dbs.site;
  const to = event.data?.to;
  const addresses = (Array.isArray(to) ? to : to ? [to] : [])
    .map((address) => address.trim().toLowerCase())
    .filter((address) => address.includes("@"));
  const sendId = event.data?.tags?.send;
  for (const address of addresses) {
    const change = await suppress(db, site.id, address, reason);
    if (sendId && change !== "unchanged") await countOnSend(db, site.id, sendId, reason);
  }
  return addresses.length ? "applied" : "ignored";
}

/**
 * The send the e-mail belonged to (its "send" tag) counts the bounce or complaint: the
 * kitchen shows it on the send, and the count outlives the send's delivery rows.
 */
async function countOnSend(db: Db, siteId: string, sendId: string, reason: "bounce" | "complaint") {
  const counts =
    reason === "bounce"
      ? { bouncedCount: sql`${newsletterSends.bouncedCount} + 1` }
      : { complainedCount: sql`${newsletterSends.complainedCount} + 1` };
  await db
    .update(newsletterSends)
    .set(counts)
    .where(and(eq(newsletterSends.id, sendId), eq(newsletterSends.siteId, siteId)));
}
