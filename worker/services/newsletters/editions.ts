import { render } from "@react-email/render";
import type { RecipeDetail } from "@schema/api/public-read";
import type { ColorTheme, TypeTheme } from "@schema/api/public-site";
import { type MeasurementNode, plainText } from "@schema/content/rich-text";
import { users } from "@schema/db/users";
import { eq } from "drizzle-orm";
import { displayMeasurement } from "../../../web/app/lib/recipe/convert";
import { formatDuration } from "../../../web/app/lib/recipe/duration";
import { plainTextOf } from "../../../web/app/lib/recipe/plain-text";
import { yieldText } from "../../../web/app/lib/recipe/serving-words.server";
import { absoluteUrl, imageUrl } from "../../../web/app/lib/recipe-page/image-url";
import { ingredientSentence } from "../../../web/app/lib/recipe-page/ingredient-sentence";
import {
  ingredientLineText,
  usagesById,
  visibleIngredientGroups,
  visibleInstructionGroups,
} from "../../../web/app/lib/recipe-page/recipe-content";
import { recipeTimes } from "../../../web/app/lib/site/format";
import type { Env } from "../../env";
import { type SiteDatabases, siteDbsOf } from "../../lib/site-databases";
import { fromName, type MailMessage } from "../mail/mailer";
import { NewsletterEmail, type NewsletterEmailProps } from "../mail/newsletter-email";
import { fullRecipe, readRecipePage } from "../recipes/detail";
import { lockedPreview } from "../recipes/entitlement";
import { getSiteRecipe } from "../recipes/kitchen-read";
import { type Site, siteOrigin } from "../sites/lookup";
import { siteView } from "../sites/view";
import { countedLinks, ENGAGEMENT_PLACEHOLDER, newsletterLinks, openImageUrl } from "./links";
import { requireMailingAddress, sendableRecipe } from "./sends";

/**
 * A newsletter's two editions, rendered once per send rather than once per reader: "full"
 * for readers allowed to read the recipe (a public recipe, or a paid plan or a manager for
 * a subscriber-only one: entitlement.ts's rule) and "locked" for everyone else, built from
 * the same paywall preview the recipe page serves, so the steps of a subscriber-only
 * recipe are simply not in it. The reader's unsubscribe token is put in per message, and
 * in a send that counts opens and clicks, the token of their counted links and open image.
 */

export const UNSUBSCRIBE_PLACEHOLDER = "__UNSUBSCRIBE_TOKEN__";

export type Edition = { subject: string; html: string; text: string };
export type Editions = {
  full: Edition;
  locked: Edition;
  from: string;
  replyTo: string | undefined;
  origin: string;
  privacySetting: RecipeDetail["privacySetting"];
  /** The HTML carries counted links and the open image (engagement.ts). */
  counted: boolean;
};

const DEFAULT_COLORS: ColorTheme = {
  colorText: "#1f2328",
  colorAccent: "#9a3412",
  colorSubdued: "#57606a",
  colorOverlay: "#000000",
  colorBackground: "#ffffff",
  colorPanel: "#f6f5f2",
  colorEmphasis: "#1f2328",
  colorOutline: "#d0d7de",
};
const DEFAULT_FONTS: TypeTheme = {
  displayFontFamily: "Georgia",
  narrativeFontFamily: "Helvetica",
  displayFontNormalWeight: 400,
  displayFontBoldWeight: 700,
  narrativeFontNormalWeight: 400,
  narrativeFontBoldWeight: 700,
};

type Input = {
  recipeId: string;
  note: string | null;
  /** Previews and test copies may show a draft: the kitchen shows them before publishing. */
  draftOk?: boolean;
  /** The id of a send that counts opens and clicks; previews and test copies count nothing. */
  countedSendId?: string;
};

/** `databases`: the recipe and the site's look from its own, its owner from the platform's. */
export async function buildEditions(
  databases: SiteDatabases,
  env: Pick<Env, "PLATFORM_HOST" | "PLATFORM_PROTOCOL" | "MAIL_FROM">,
  site: Site,
  input: Input,
): Promise<Editions> {
  const { site: db, platform } = siteDbsOf(databases, site);
  const row = input.draftOk
    ? await getSiteRecipe(db, site.id, input.recipeId)
    : await sendableRecipe(db, site.id, input.recipeId);
  const mailingAddress = requireMailingAddress(site);
  const [page, view, origin, owner] = await Promise.all([
    readRecipePage(databases, { siteSlug: site.slug, recipeSlug: row.slug }, null),
    siteView(databases, site),
    siteOrigin(platform, env, site),
    platform.select({ email: users.email }).from(users).where(eq(users.id, site.ownerId)).limit(1),
  ]);
  if (!page.recipe) throw new Error(`Recipe ${row.id} vanished while building its newsletter`);
  const full = fullRecipe(page.recipe, page.parts);
  const locked = full.privacySetting === "public" ? null : lockedPreview(full);
  const shared = {
    site,
    origin,
    countedSendId: input.countedSendId,
    mailingAddress,
    note: input.note?.trim() || null,
    look: {
      colors: { ...DEFAULT_COLORS, ...view.colorTheme },
      fonts: { ...DEFAULT_FONTS, ...view.typeTheme },
    },
  };
  const fullRecipeView: RecipeDetail = { ...full, access: { full: true, reason: "public" } };
  const [fullEdition, lockedEdition] = await Promise.all([
    renderEdition({ ...shared, recipe: fullRecipeView, mayRead: true }),
    locked
      ? renderEdition({ ...shared, recipe: locked, mayRead: false })
      : renderEdition({ ...shared, recipe: fullRecipeView, mayRead: true }),
  ]);
  return {
    full: fullEdition,
    locked: lockedEdition,
    from: fromName(site.title, env.MAIL_FROM),
    replyTo: owner[0]?.email,
    origin,
    privacySetting: full.privacySetting,
    counted: Boolean(input.countedSendId),
  };
}

type EditionInput = {
  site: Site;
  origin: string;
  countedSendId: string | undefined;
  mailingAddress: string;
  note: string | null;
  look: NewsletterEmailProps["look"];
  recipe: RecipeDetail;
  mayRead: boolean;
};

async function renderEdition(input: EditionInput): Promise<Edition> {
  const { recipe, site, origin } = input;
  const system = site.defaultMeasurementSystem;
  const temperature = site.defaultTemperatureSystem;
  const lineOptions = { multiplier: 1, system };
  const measurement = (node: MeasurementNode) =>
    displayMeasurement(node, { units: recipe.units, multiplier: 1, system, temperature });
  const ingredientGroups = visibleIngredientGroups(recipe.ingredientUsageGroups).map((group) => ({
    id: group.id,
    title: group.title,
    lines: group.ingredientUsages.map((usage) => ({
      id: usage.id,
      text: ingredientSentence(usage, lineOptions, { units: recipe.units, measurement }),
    })),
  }));
  const shownLines = ingredientGroups.reduce((sum, group) => sum + group.lines.length, 0);
  const usages = usagesById(recipe.ingredientUsageGroups);
  const steps = input.mayRead
    ? visibleInstructionGroups(recipe.instructionGroups).map((group) => ({
        id: group.id,
        title: group.title,
        lines: group.instructions.map((instruction) => ({
          id: instruction.id,
          text: plainTextOf(instruction.content, {
            units: recipe.units,
            measurement,
            ingredientReference: (id) => {
              const usage = usages.get(id);
              return usage ? ingredientLineText(usage, lineOptions) : "";
            },
          }),
        })),
      }))
    : null;
  const cover = recipe.images[0];
  const links = newsletterLinks(origin, recipe.slug);
  const props: NewsletterEmailProps = {
    look: input.look,
    siteTitle: site.title,
    note: input.note,
    title: recipe.title,
    description: plainText(recipe.description ?? null) || recipe.storyExcerpt || "",
    coverUrl: cover ? absoluteUrl(origin, imageUrl(cover, { width: 1200 })) : null,
    times: recipeTimes(recipe).map((time) => ({
      label: time.label,
      value: formatDuration(time.minutes),
    })),
    yieldText: yieldText(recipe.yieldServings, recipe.servingDescription, 1),
    ingredientGroups,
    steps,
    moreIngredients: input.mayRead ? 0 : Math.max(0, recipe.ingredientUsageCount - shownLines),
    links,
    upgradeLabel: "Upgrade to Full Access",
    mailingAddress: input.mailingAddress,
    unsubscribeUrl: `${origin}/unsubscribe/${UNSUBSCRIBE_PLACEHOLDER}`,
    openImageUrl: null,
  };
  // Only the HTML counts: the plain-text part keeps the plain addresses, easy to read.
  const sendId = input.countedSendId;
  const counted = sendId
    ? { ...props, links: countedLinks(origin, sendId), openImageUrl: openImageUrl(origin, sendId) }
    : props;
  const [html, text] = await Promise.all([
    render(NewsletterEmail(counted)),
    render(NewsletterEmail(props), { plainText: true }),
  ]);
  return { subject: recipe.title, html, text };
}

type Recipient = {
  to: string;
  unsubscribeToken: string;
  /** The token of the reader's counted links and open image, in a send that counts. */
  engagementToken?: string;
  mayRead: boolean;
  tags?: Record<string, string>;
  id?: string;
};

/** One reader's message: their edition, their unsubscribe link and RFC 8058's headers. */
export function messageFor(
  editions: Editions,
  recipient: Recipient,
  subjectPrefix = "",
): MailMessage {
  const edition = recipient.mayRead ? editions.full : editions.locked;
  if (editions.counted && !recipient.engagementToken) {
    throw new Error("A counted newsletter needs each reader's engagement token");
  }
  const token = encodeURIComponent(recipient.unsubscribeToken);
  const engagement = encodeURIComponent(recipient.engagementToken ?? "");
  const unsubscribeUrl = `${editions.origin}/unsubscribe/${token}`;
  return {
    to: recipient.to,
    from: editions.from,
    replyTo: editions.replyTo,
    subject: `${subjectPrefix}${edition.subject}`,
    html: edition.html
      .replaceAll(UNSUBSCRIBE_PLACEHOLDER, token)
      .replaceAll(ENGAGEMENT_PLACEHOLDER, engagement),
    text: edition.text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, token),
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    tags: recipient.tags,
    id: recipient.id,
  };
}
