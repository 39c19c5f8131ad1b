import { localDateTimeIn, zonedToInstant } from "@schema/api/event-time";
import { paragraphsFromText } from "@schema/content/rich-text";
import { collectionRecipes, collections } from "@schema/db/collections";
import { comments, commentUpvotes } from "@schema/db/comments";
import { newsletterSends } from "@schema/db/newsletters";
import { recipeRatings } from "@schema/db/ratings";
import {
  events,
  featuredRecipes,
  headerLinks,
  links,
  productLinks,
  type SocialPlatform,
  socialLinks,
  socialPlatforms,
} from "@schema/db/site-content";
import { siteMembers, sites } from "@schema/db/sites";
import { siteSubscriptions } from "@schema/db/subscriptions";
import type { SeedImages } from "./load-images";
import type { SeedPlan } from "./load-plan";
import { planContributors, planRecipe, type SiteScope } from "./load-recipes";
import type { ReferenceLookup } from "./load-reference";
import { DAY_MS, daysBefore, HOUR_MS, optionalRichText } from "./load-text";
import type { SeedUsers } from "./load-users";
import type { CommentSeed, NewsletterSeed, SiteSeed } from "./types";

/** `daysFromNow` days on, at the event's wall-clock `time` in its zone when it names one. */
function seedEventStart(
  now: Date,
  event: { daysFromNow: number; time?: string; timeZone?: string },
): Date {
  const day = new Date(now.getTime() + event.daysFromNow * DAY_MS);
  if (!event.time) return day;
  const zone = event.timeZone ?? "UTC";
  return zonedToInstant(`${localDateTimeIn(day, zone).slice(0, 10)}T${event.time}`, zone);
}

export type SeedScope = {
  now: Date;
  plan: SeedPlan;
  images: SeedImages;
  ref: ReferenceLookup;
  users: SeedUsers;
};

/**
 * A site's pictures, chosen while planning. Sites and images refer to each other, so the
 * site row goes in first without them and is updated once the images exist.
 */
export type SiteImageSettings = { siteId: string; featuredImageId: string | null };

/** Plans one site and everything in it. */
export function planSite(scope: SeedScope, site: SiteSeed): SiteImageSettings {
  const { now, plan, ref, users } = scope;
  const where = `site "${site.slug}"`;
  const siteId = crypto.randomUUID();
  const ownerId = users.id(site.owner, `${where} owner`);
  const owner = { siteId, uploaderId: ownerId };

  plan.add(sites, [
    {
      id: siteId,
      slug: site.slug,
      title: site.title,
      ownerId,
      aboutShort: site.aboutShort ?? null,
      about: optionalRichText(site.about, `${where} about`, ref),
      aboutHeading: site.aboutHeading ?? null,
      colorThemeId: ref.colorThemeId(site.colorTheme, where),
      typeThemeId: ref.typeThemeId(site.typeTheme, where),
      defaultMeasurementSystem: site.defaultMeasurementSystem ?? "imperial",
      defaultTemperatureSystem: site.defaultTemperatureSystem ?? "fahrenheit",
      headerLayout: site.headerLayout ?? "left",
      layout: site.layout ?? "standard",
      linkPageHeading: site.linkPageHeading ?? null,
      newslettersEnabled: site.newslettersEnabled ?? true,
      mailingAddress: site.mailingAddress ?? null,
      welcomeMessage: site.welcomeMessage ?? null,
      paidWelcomeMessage: site.paidWelcomeMessage ?? null,
      subscriptionsEnabled: site.subscriptionsEnabled ?? false,
      paymentsEnabled: site.paymentsEnabled ?? false,
      commentsEnabled: site.commentsEnabled ?? true,
      monthlyAmountCents: site.monthlyAmountCents ?? null,
      yearlyAmountCents: site.yearlyAmountCents ?? null,
      createdAt: now,
      updatedAt: now,
    },
  ]);
  plan.add(siteMembers, [
    { siteId, userId: ownerId, role: "owner", createdAt: now },
    ...[...new Set(site.managers ?? [])].map((email) => ({
      siteId,
      userId: users.id(email, `${where} managers`),
      role: "manager" as const,
      createdAt: now,
    })),
  ]);

  const recipeScope: Omit<SiteScope, "contributorIds"> = {
    now,
    plan,
    images: scope.images,
    ref,
    siteId,
    siteSlug: site.slug,
    ownerId,
  };
  const contributorIds = planContributors(recipeScope, site.contributors ?? []);
  const recipeIds = new Map<string, string>();
  for (const recipe of site.recipes) {
    if (recipeIds.has(recipe.slug))
      throw new Error(`Seed: ${where} has two recipes "${recipe.slug}"`);
    recipeIds.set(recipe.slug, planRecipe({ ...recipeScope, contributorIds }, recipe));
  }
  const recipeId = (slug: string, part: string) => {
    const id = recipeIds.get(slug);
    if (!id) throw new Error(`Seed: ${where} ${part} refers to unknown recipe "${slug}"`);
    return id;
  };

  const featured = site.featuredRecipes ?? [];
  // The home page slider shows five; the service enforces it, the seed should not break it.
  if (featured.length > 5) throw new Error(`Seed: ${where} features more than 5 recipes`);
  plan.add(
    featuredRecipes,
    featured.map((slug, position) => ({
      siteId,
      recipeId: recipeId(slug, "featured recipes"),
      position,
    })),
  );

  for (const collection of site.collections ?? []) {
    const id = crypto.randomUUID();
    const part = `collection "${collection.slug}"`;
    plan.add(collections, [
      {
        id,
        siteId,
        slug: collection.slug,
        title: collection.title,
        description: optionalRichText(collection.description, `${where} ${part}`, ref),
        imageId: collection.image ? scope.images.add(collection.image, "collection", owner) : null,
        videoId: collection.videoId ?? null,
        createdAt: now,
        updatedAt: now,
      },
    ]);
    plan.add(
      collectionRecipes,
      collection.recipes.map((slug, position) => ({
        collectionId: id,
        recipeId: recipeId(slug, part),
        position,
      })),
    );
  }

  plan.add(
    events,
    (site.events ?? []).map((event, position) => ({
      siteId,
      title: event.title,
      imageId: event.image ? scope.images.add(event.image, "event", owner) : null,
      date: seedEventStart(now, event),
      endsAt: event.hours
        ? new Date(seedEventStart(now, event).getTime() + event.hours * HOUR_MS)
        : null,
      timeZone: event.timeZone ?? "UTC",
      location: event.location ?? null,
      onlineUrl: event.onlineUrl ?? null,
      description: optionalRichText(event.description, `${where} event "${event.title}"`, ref),
      href: event.href ?? null,
      position,
      createdAt: now,
    })),
  );
  plan.add(
    links,
    (site.links ?? []).map((link, position) => ({ siteId, ...link, position })),
  );
  plan.add(
    headerLinks,
    (site.headerLinks ?? []).map((link, position) => ({
      siteId,
      label: link.label,
      href: link.href,
      openInNewTab: link.openInNewTab ?? false,
      position,
    })),
  );
  plan.add(
    socialLinks,
    (site.socialMediaLinks ?? []).map((link, position) => ({
      siteId,
      platform: socialPlatform(link.platform, where),
      url: link.url,
      position,
    })),
  );
  plan.add(
    productLinks,
    (site.productLinks ?? []).map((product, position) => ({
      siteId,
      productTitle: paragraphsFromText(product.title),
      productImageId: scope.images.add(product.image, "product", owner),
      href: product.href,
      priceCents: product.priceCents ?? null,
      position,
    })),
  );

  const ratings = new SeedRatings(scope, { siteId, ownerId, where });
  for (const comment of site.comments ?? []) {
    const recipe = recipeId(comment.recipe, "comment");
    const commentId = planComment(scope, { siteId, ownerId, where }, recipe, comment);
    if (comment.stars !== undefined) ratings.add(recipe, comment, commentId, comment.hidden);
  }
  for (const rating of site.ratings ?? []) ratings.add(recipeId(rating.recipe, "rating"), rating);
  for (const newsletter of site.newsletters ?? []) {
    planNewsletter(
      scope,
      { siteId, ownerId, where },
      recipeId(newsletter.recipe, "newsletter"),
      newsletter,
    );
  }

  for (const subscriber of site.subscribers ?? []) {
    const createdAt = daysBefore(now, subscriber.daysAgo);
    const paid = subscriber.plan !== "free";
    const price = subscriber.plan === "monthly" ? site.monthlyAmountCents : site.yearlyAmountCents;
    if (paid && price === undefined) {
      throw new Error(
        `Seed: ${where} has a ${subscriber.plan} subscriber but no ${subscriber.plan} price`,
      );
    }
    plan.add(siteSubscriptions, [
      {
        siteId,
        userId: users.ensure(subscriber.email, createdAt),
        email: subscriber.email.trim().toLowerCase(),
        plan: subscriber.plan,
        status: "active",
        priceAmountCents: paid ? (price ?? 0) : 0,
        cadence:
          subscriber.plan === "monthly" ? "month" : subscriber.plan === "yearly" ? "year" : null,
        currentPeriodEnd: paid ? nextPeriodEnd(createdAt, now, subscriber.plan === "yearly") : null,
        createdAt,
        updatedAt: createdAt,
      },
    ]);
  }

  return {
    siteId,
    featuredImageId: site.featuredImage
      ? scope.images.add(site.featuredImage, "featured", owner)
      : null,
  };
}

/** The comment's id: a review's rating links to it. */
function planComment(
  scope: SeedScope,
  site: { siteId: string; ownerId: string; where: string },
  recipeId: string,
  comment: CommentSeed,
): string {
  const where = `${site.where} comment on "${comment.recipe}"`;
  const row = (seed: Omit<CommentSeed, "recipe" | "replies">, parentId: string | null) => {
    const id = crypto.randomUUID();
    const createdAt = new Date(scope.now.getTime() - seed.hoursAgo * HOUR_MS);
    scope.plan.add(comments, [
      {
        id,
        siteId: site.siteId,
        recipeId,
        userId: scope.users.id(seed.author, where),
        parentId,
        level: parentId ? 2 : 1,
        content: paragraphsFromText(seed.text),
        // Hidden by the owner a little after it was posted, as moderation happens.
        hiddenAt: seed.hidden
          ? new Date(Math.min(scope.now.getTime(), createdAt.getTime() + HOUR_MS))
          : null,
        hiddenBy: seed.hidden ? site.ownerId : null,
        createdAt,
        updatedAt: createdAt,
      },
    ]);
    scope.plan.add(
      commentUpvotes,
      [...new Set(seed.upvoters ?? [])].map((email) => ({
        commentId: id,
        userId: scope.users.id(email, `${where} upvoters`),
        createdAt,
      })),
    );
    return id;
  };
  const parentId = row(comment, null);
  for (const reply of comment.replies ?? []) row(reply, parentId);
  return parentId;
}

/**
 * A newsletter sent long enough ago that its delivery rows are gone and its counts stay
 * (services/newsletters/history.ts prunes them 14 days after a send finishes).
 */
function planNewsletter(
  scope: SeedScope,
  site: { siteId: string; ownerId: string; where: string },
  recipeId: string,
  seed: NewsletterSeed,
): void {
  const where = `${site.where} newsletter about "${seed.recipe}"`;
  const links = Object.values(seed.links);
  const consistent =
    seed.daysAgo > 14 &&
    seed.opened <= seed.sent &&
    seed.clicked <= seed.opened &&
    links.every((readers) => readers !== undefined && readers <= seed.clicked);
  if (!consistent) {
    throw new Error(`Seed: ${where} is not a finished send with counts that fit each other`);
  }
  const sentAt = daysBefore(scope.now, seed.daysAgo);
  scope.plan.add(newsletterSends, [
    {
      siteId: site.siteId,
      recipeId,
      note: seed.note ?? null,
      recipients: seed.recipients ?? "everyone",
      status: "sent",
      recipientCount: seed.sent,
      sentCount: seed.sent,
      tracked: true,
      openedCount: seed.opened,
      clickedCount: seed.clicked,
      linkReaders: seed.links,
      deliveriesPrunedAt: new Date(sentAt.getTime() + 14 * DAY_MS),
      fanoutComplete: true,
      createdBy: site.ownerId,
      createdAt: new Date(sentAt.getTime() - 5 * 60 * 1000),
      sentAt,
    },
  ]);
}

/**
 * A site's ratings: with a review (a comment's stars) or without. One per reader and recipe,
 * as the table's unique index holds; the migration's triggers add each to its recipe's totals,
 * except a hidden review's, which is not counted.
 */
class SeedRatings {
  private readonly rated = new Set<string>();

  constructor(
    private readonly scope: SeedScope,
    private readonly site: { siteId: string; ownerId: string; where: string },
  ) {}

  add(
    recipeId: string,
    rating: { recipe: string; author: string; stars?: number; hoursAgo: number },
    commentId: string | null = null,
    hidden = false,
  ): void {
    const where = `${this.site.where} rating of "${rating.recipe}" by ${rating.author}`;
    const stars = rating.stars ?? 0;
    if (!Number.isInteger(stars) || stars < 1 || stars > 5) {
      throw new Error(`Seed: ${where} has ${stars} stars, not 1 to 5`);
    }
    const userId = this.scope.users.id(rating.author, where);
    // rules.ts: a site's own people may not rate its recipes.
    if (userId === this.site.ownerId) throw new Error(`Seed: ${where} is by the site's owner`);
    if (this.rated.has(`${recipeId}:${userId}`)) throw new Error(`Seed: ${where} is a second one`);
    this.rated.add(`${recipeId}:${userId}`);
    const createdAt = new Date(this.scope.now.getTime() - rating.hoursAgo * HOUR_MS);
    this.scope.plan.add(recipeRatings, [
      {
        siteId: this.site.siteId,
        recipeId,
        userId,
        commentId,
        stars,
        counted: !hidden,
        createdAt,
        updatedAt: createdAt,
      },
    ]);
  }
}

function socialPlatform(platform: string, where: string): SocialPlatform {
  const known = socialPlatforms.find((p) => p === platform);
  if (!known) throw new Error(`Seed: ${where} has a social link to unknown platform "${platform}"`);
  return known;
}

/** The end of the billing period running at `now` for a plan started at `start`. */
function nextPeriodEnd(start: Date, now: Date, yearly: boolean): Date {
  const end = new Date(start);
  do {
    if (yearly) end.setUTCFullYear(end.getUTCFullYear() + 1);
    else end.setUTCMonth(end.getUTCMonth() + 1);
  } while (end <= now);
  return end;
}
