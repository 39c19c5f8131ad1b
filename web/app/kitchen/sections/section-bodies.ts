import type { UpdateCollectionBody } from "@schema/api/manage-collections";
import { siteSettingsBody } from "@schema/api/manage-sites";
import { paragraphsFromText } from "@schema/content/rich-text";
import type { z } from "zod";
import { youtubeId } from "../recipes/video-id";
import type { Issue } from "../shared/field-errors";
import {
  checked,
  type FormTree,
  formTree,
  json,
  rows,
  text,
  textOrNull,
  values,
} from "./form-values";
import { dollarsToCents } from "./plan-prices";

/**
 * Each kitchen section form, posted, as the body its API call takes. The same functions run
 * in the browser (to check before sending) and in the action (to send), so both read the
 * form alike. `issues` holds what can't even be put in the body (a price that is not a
 * number); the zod schema of the call finds the rest.
 */

type SettingsInput = z.input<typeof siteSettingsBody>;
export type Built<T> = { body: T; issues: Issue[] };

const tree = (form: FormData | FormTree): FormTree =>
  form instanceof FormData ? formTree(form.entries()) : form;

/** Settings page: everything but the lists and the about/home page fields. */
export function settingsBody(form: FormData | FormTree): Built<SettingsInput> {
  const f = tree(form);
  const gifts = giftsPerMonth(text(f.giftsPerMonth));
  return {
    body: {
      title: text(f.title),
      slug: text(f.slug),
      defaultMeasurementSystem: text(f.defaultMeasurementSystem) as "metric",
      defaultTemperatureSystem: text(f.defaultTemperatureSystem) as "celsius",
      headerLayout: text(f.headerLayout) as "left",
      colorThemeId: textOrNull(f.colorThemeId),
      typeThemeId: textOrNull(f.typeThemeId),
      themeAccentColor: textOrNull(f.themeAccentColor),
      themeStyle: textOrNull(f.themeStyle) as "accent" | null,
      // CSS keeps its own whitespace; only a blank box clears it.
      cssOverrides:
        typeof f.cssOverrides === "string" && f.cssOverrides.trim() ? f.cssOverrides : null,
      googleAnalyticsId: textOrNull(f.googleAnalyticsId),
      logoId: textOrNull(f.logoId),
      iconId: textOrNull(f.iconId),
      faviconId: textOrNull(f.faviconId),
      newslettersEnabled: checked(f.newslettersEnabled),
      subscriptionsEnabled: checked(f.subscriptionsEnabled),
      paymentsEnabled: checked(f.paymentsEnabled),
      commentsEnabled: checked(f.commentsEnabled),
      nutritionHidden: checked(f.nutritionHidden),
      newsletterAnalytics: checked(f.newsletterAnalytics),
      ...(gifts.value === undefined ? {} : { giftsPerMonth: gifts.value }),
      mailingAddress: textOrNull(f.mailingAddress),
      welcomeSubject: textOrNull(f.welcomeSubject),
      welcomeMessage: textOrNull(f.welcomeMessage),
      paidWelcomeSubject: textOrNull(f.paidWelcomeSubject),
      paidWelcomeMessage: textOrNull(f.paidWelcomeMessage),
    },
    issues: gifts.issue ? [{ path: "giftsPerMonth", message: gifts.issue }] : [],
  };
}

/** The monthly gift number as typed: a whole number (the schema checks its range), or unsent when blank. */
function giftsPerMonth(typed: string): { value?: number; issue?: string } {
  if (typed === "") return {};
  if (!/^\d{1,4}$/.test(typed)) return { issue: "Enter a whole number from 0 to 50" };
  return { value: Number(typed) };
}

export function aboutBody(form: FormData | FormTree): Built<Partial<SettingsInput>> {
  const f = tree(form);
  return {
    body: {
      aboutHeading: textOrNull(f.aboutHeading),
      aboutShort: textOrNull(f.aboutShort),
      about: json(f.about) as SettingsInput["about"],
      featuredImageId: textOrNull(f.featuredImageId),
    },
    issues: [],
  };
}

export function homepageBody(form: FormData | FormTree): Built<Partial<SettingsInput>> {
  const f = tree(form);
  return {
    body: {
      featuredRecipeIds: values(f.featuredRecipeIds),
      layout: text(f.layout) as "standard",
      hideSidebarBio: checked(f.hideSidebarBio),
    },
    issues: [],
  };
}

export function linksBody(form: FormData | FormTree): Built<Partial<SettingsInput>> {
  const f = tree(form);
  const issues: Issue[] = [];
  const productLinks = rows(f.productLinks).map((row, index) => {
    const title = text(row.productTitle);
    if (!title)
      issues.push({
        path: `productLinks.${index}.productTitle`,
        message: "Enter the product's name",
      });
    const price = dollarsToCents(text(row.priceCents));
    if (price === undefined) {
      issues.push({
        path: `productLinks.${index}.priceCents`,
        message: "Enter a price like 12.99, or leave it empty",
      });
    }
    return {
      productTitle: paragraphsFromText(title),
      productImageId: textOrNull(row.productImageId),
      href: text(row.href),
      priceCents: price ?? null,
    };
  });
  return {
    body: {
      linkPageHeading: textOrNull(f.linkPageHeading),
      links: rows(f.links).map((row) => ({ label: textOrNull(row.label), href: text(row.href) })),
      headerLinks: rows(f.headerLinks).map((row) => ({
        label: text(row.label),
        href: text(row.href),
        openInNewTab: checked(row.openInNewTab),
      })),
      socialMediaLinks: rows(f.socialMediaLinks).map((row) => ({
        platform: text(row.platform) as "instagram",
        url: text(row.url),
      })),
      productLinks,
    },
    issues,
  };
}

export function collectionBody(form: FormData | FormTree): Built<UpdateCollectionBody> {
  const f = tree(form);
  const video = textOrNull(f.videoId);
  return {
    body: {
      title: text(f.title),
      slug: text(f.slug),
      description: json(f.description) as UpdateCollectionBody["description"],
      imageId: textOrNull(f.imageId),
      // An address pasted without script is read as the editor reads it on leaving the field.
      videoId: video && youtubeId(video),
      recipeIds: values(f.recipeIds),
    },
    issues: [],
  };
}

/** Issues of a built body: the builder's own, then the schema's (paths as the API sends them). */
export function bodyIssues(built: Built<unknown>, schema: z.ZodType): Issue[] {
  const parsed = schema.safeParse(built.body);
  const fromSchema = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join("."),
        message: issue.message,
      }));
  // A builder's message is the better one for its field ("Enter a price…" over "Expected number").
  const taken = new Set(built.issues.map((issue) => issue.path));
  return [...built.issues, ...fromSchema.filter((issue) => !taken.has(issue.path))];
}

/** The schema of the pages that save some of the settings (About, Home page, Links). */
export const partialSettingsBody = siteSettingsBody.partial();

/** Such a page's check before sending: the same builder and schema as its action. */
export const settingsCheck =
  (body: (form: FormData) => Built<unknown>) =>
  (form: FormData): Issue[] =>
    bodyIssues(body(form), partialSettingsBody);
