import { type NoticeDigestItem, noticeDigestItems } from "@schema/db/notice-digests";
import { siteMembers } from "@schema/db/sites";
import { users } from "@schema/db/users";
import { and, desc, eq } from "drizzle-orm";
import type { Env } from "../../env";
import { type SiteDatabases, type SiteDbs, siteWithDbs } from "../../lib/site-databases";
import type { NoticeDigestMailJob } from "../../queues/jobs";
import { commentNews, commentsKitchenLink } from "../comments/notice-mail";
import { commentLink } from "../comments/reply-mail";
import { fromName, mailerFor } from "../mail/mailer";
import {
  type DigestComment,
  type DigestSubscriber,
  digestHasNews,
  noticeDigestEmail,
} from "../mail/notice-digest-email";
import { siteOrigin } from "../sites/lookup";
import {
  subscriberNews,
  subscribersKitchenLink,
  subscriberTotals,
} from "../subscribers/notice-mail";

/**
 * Sends one person's daily digest (ADR 0018): the news the cron claimed for it (digest.ts),
 * each piece read again as its single e-mail would be, so a comment hidden since or a plan
 * resumed is left out, and news of a kind the person has switched off since is dropped.
 * Idempotent: the provider keeps the digest's key, and the news is deleted once sent.
 */

/** Pieces of news read again and listed per kind; the rest are counted ("And 4 more"). */
const DIGEST_LISTED = 25;

type Site = NonNullable<Awaited<ReturnType<typeof siteWithDbs>>>["site"];

export async function mailNoticeDigest(
  env: Env,
  databases: SiteDatabases,
  job: NoticeDigestMailJob,
) {
  const found = await siteWithDbs(databases, job.siteId);
  if (!found) return;
  const { site, dbs } = found;
  const claimed = and(
    eq(noticeDigestItems.siteId, site.id),
    eq(noticeDigestItems.userId, job.userId),
    eq(noticeDigestItems.digestKey, job.digestKey),
  );
  const items = await dbs.site
    .select()
    .from(noticeDigestItems)
    .where(claimed)
    .orderBy(desc(noticeDigestItems.createdAt));
  if (items.length === 0) return;
  if (!site.deletedAt) await sendDigest(env, dbs, site, job, items);
  await dbs.site.delete(noticeDigestItems).where(claimed);
}

async function sendDigest(
  env: Env,
  dbs: SiteDbs,
  site: Site,
  job: NoticeDigestMailJob,
  items: NoticeDigestItem[],
) {
  const [person] = await dbs.platform
    .select({
      email: users.email,
      deletedAt: users.deletedAt,
      commentEmails: siteMembers.commentEmails,
      free: siteMembers.freeSubscriberEmails,
      paid: siteMembers.paidSubscriberEmails,
    })
    .from(siteMembers)
    .innerJoin(users, eq(users.id, siteMembers.userId))
    .where(and(eq(siteMembers.siteId, site.id), eq(siteMembers.userId, job.userId)))
    .limit(1);
  // No longer one of the site's people, or no longer anyone.
  if (!person || person.deletedAt) return;
  // Each kind of news under the switch that turns its e-mails on.
  const wanted: Record<NoticeDigestItem["kind"], boolean> = {
    comment: person.commentEmails,
    free: person.free,
    paid: person.paid,
    cancelled: person.paid,
  };
  const kept = items.filter((item) => wanted[item.kind]);
  const commentItems = kept.filter((item) => item.kind === "comment");
  const subscriberItems = kept.filter((item) => item.kind !== "comment");
  const [comments, subscribers] = await Promise.all([
    commentItems.length ? commentSection(env, dbs, site, commentItems) : null,
    subscriberItems.length ? subscriberSection(env, dbs, site, subscriberItems) : null,
  ]);
  const input = {
    to: person.email,
    from: fromName(site.title, env.MAIL_FROM),
    siteTitle: site.title,
    comments,
    subscribers,
  };
  if (!digestHasNews(input)) return;
  const message = { ...(await noticeDigestEmail(input)), id: `notice-digest-${job.digestKey}` };
  await mailerFor(env).sendBatch([message], `notice-digest/${job.digestKey}`);
}

async function commentSection(env: Env, dbs: SiteDbs, site: Site, items: NoticeDigestItem[]) {
  const origin = await siteOrigin(dbs.platform, env, site);
  const read = await Promise.all(
    items.slice(0, DIGEST_LISTED).map((item) => commentNews(dbs, site.id, item.subjectId)),
  );
  const listed = read.flatMap((news): DigestComment[] =>
    news
      ? [
          {
            authorName: news.authorName,
            recipeTitle: news.recipe.title,
            comment: news.text,
            stars: news.stars,
            replyTo: news.replyTo,
            recipeLink: commentLink(origin, news.recipe.slug, news.comment.id),
          },
        ]
      : [],
  );
  return {
    listed,
    more: Math.max(0, items.length - DIGEST_LISTED),
    // The comments waiting for an answer, as the single e-mail's link to a comment.
    kitchenLink: `${commentsKitchenLink(env, site.slug)}?awaiting=reply`,
  };
}

async function subscriberSection(env: Env, dbs: SiteDbs, site: Site, items: NoticeDigestItem[]) {
  const [read, counts] = await Promise.all([
    Promise.all(
      items.slice(0, DIGEST_LISTED).map((item) =>
        subscriberNews(
          dbs,
          site.id,
          {
            subscriptionId: item.subjectId,
            event: item.kind as DigestSubscriber["event"]["kind"],
            stripeSubscriptionId: item.stripeSubscriptionId ?? undefined,
          },
          item.createdAt,
        ),
      ),
    ),
    subscriberTotals(dbs, site.id),
  ]);
  const listed = read.flatMap((news): DigestSubscriber[] =>
    news ? [{ name: news.name, email: news.row.email, event: news.event }] : [],
  );
  return {
    listed,
    more: Math.max(0, items.length - DIGEST_LISTED),
    counts,
    kitchenLink: subscribersKitchenLink(env, site.slug),
  };
}
