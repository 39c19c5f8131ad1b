import {
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  redirect,
} from "@remix-run/cloudflare";
import { type MetaFunction, useLoaderData, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { z } from "zod";
import { siteSettingsBody } from "@schema/api/manage-sites";
import type { ImageView } from "@schema/api/public-read";
import type { HeaderLayout } from "@schema/api/public-site";
import { DELETE_SITE_INTENT, DeleteSiteSection } from "../kitchen/sections/DeleteSiteSection";
import { DOMAIN_INTENTS, DomainsSection } from "../kitchen/sections/DomainsSection";
import { ImageField } from "../kitchen/sections/ImageField";
import { kitchenTitle } from "../kitchen/sections/kitchen-title";
import {
  NamedCheckbox,
  NamedChoice,
  NamedText,
  NamedTextArea,
} from "../kitchen/sections/NamedFields";
import { SectionForm } from "../kitchen/sections/SectionForm";
import {
  putSiteSettings,
  sectionFailed,
  sectionInvalid,
  sectionRequest,
  sectionSaved,
  unknownIntent,
} from "../kitchen/sections/section-action.server";
import { bodyIssues, settingsBody } from "../kitchen/sections/section-bodies";
import { ThemePreview } from "../kitchen/sections/ThemePreview";
import { swatchColors, type ThemeStyle } from "../kitchen/sections/theme-preview";
import sectionStyles from "../kitchen/sections.css?url";
import { FormSection } from "../kitchen/shared/Fields";
import { kitchenPath } from "../kitchen/shared/kitchen-sections";
import { callManage, requireKitchenSite } from "../kitchen/shared/manager.server";
import { type ApiArgs, unexpectedApiResult } from "../lib/api.server";
import { themeFontsHref } from "../lib/fonts/site-fonts.server";
import { siteParam } from "../lib/host.server";
import { useHydrated } from "../lib/use-hydrated";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: sectionStyles }];
export const meta: MetaFunction = ({ matches }) => kitchenTitle(matches, "Settings");

const SAVE = "save-settings";
const checkSettings = (form: FormData) => bodyIssues(settingsBody(form), siteSettingsBody);

const LABELS: Record<string, string> = {
  title: "Site title",
  slug: "Site address",
  defaultMeasurementSystem: "Measurements",
  defaultTemperatureSystem: "Temperatures",
  headerLayout: "Header layout",
  colorThemeId: "Colour theme",
  typeThemeId: "Type theme",
  themeAccentColor: "Accent colour",
  themeStyle: "Theme style",
  cssOverrides: "Custom CSS",
  googleAnalyticsId: "Google Analytics id",
  mailingAddress: "Mailing address",
  giftsPerMonth: "Gift recipes per reader each month",
  logoId: "Logo",
  iconId: "Icon",
  faviconId: "Favicon",
};

/** /kitchen/{site}/settings: the site's name and address, look, pictures, features and domains. */
export async function loader(args: LoaderFunctionArgs) {
  const site = await requireKitchenSite(args, args.params.site);
  const [globals, domains] = await Promise.all([
    callManage(args, (manage) => manage[":siteSlug"].globals.$get({ param: siteParam(site) })),
    callManage(args, (manage) =>
      manage[":siteSlug"]["custom-domains"].$get({ param: siteParam(site) }),
    ),
  ]);
  if (!globals.ok) throw unexpectedApiResult(globals, "globals");
  if (!domains.ok) throw unexpectedApiResult(domains, "custom domains");
  const url = new URL(args.request.url);
  return {
    site: {
      slug: site.slug,
      url: site.url,
      isOwner: site.role === "owner",
      platformHost: url.host,
      platformProtocol: url.protocol,
      settings: site.settings,
      logo: site.logo,
      icon: site.icon,
      favicon: site.favicon,
    },
    colorThemes: globals.body.colorThemes,
    typeThemes: globals.body.typeThemes,
    domains: domains.body.domains,
    previewFonts: themeFontsHref(),
  };
}

export async function action(args: ActionFunctionArgs) {
  const { site, form, intent } = await sectionRequest(args);
  switch (intent) {
    case SAVE: {
      const built = settingsBody(form);
      const issues = bodyIssues(built, siteSettingsBody);
      if (issues.length) return sectionInvalid(intent, issues);
      const result = await putSiteSettings(args, site, built.body);
      if (!result.ok) return sectionFailed(intent, result);
      // A new slug is a new kitchen address too: this page's old one would now be a 404.
      if (result.body.site.slug !== site.slug) {
        return redirect(kitchenPath(result.body.site.slug, "settings", "?saved=address"));
      }
      return sectionSaved(intent, "Settings saved.");
    }
    case DOMAIN_INTENTS.add: {
      const result = await callManage(args, (manage) =>
        manage[":siteSlug"]["custom-domains"].$post({
          param: siteParam(site),
          json: { hostname: String(form.get("hostname") ?? "") },
        }),
      );
      if (!result.ok) return sectionFailed(intent, result);
      return sectionSaved(
        intent,
        `Added ${result.body.domain.hostname}. Create its DNS records, then choose Check now.`,
        result.body.domain.id,
      );
    }
    case DOMAIN_INTENTS.verify:
    case DOMAIN_INTENTS.remove:
      return domainAction(args, site, intent, form.get("domainId"));
    case DELETE_SITE_INTENT: {
      const result = await callManage(args, (manage) =>
        manage[":siteSlug"].deletion.$post({
          param: siteParam(site),
          json: { confirmSlug: String(form.get("confirmSlug") ?? "") },
        }),
      );
      if (!result.ok) return sectionFailed(intent, result);
      // The site has no kitchen now: its owner lands on the list that offers the undo.
      return redirect(`/kitchen?${new URLSearchParams({ deleted: site.slug })}`);
    }
    default:
      return unknownIntent(intent);
  }
}

async function domainAction(
  args: ApiArgs,
  site: { slug: string },
  intent: string,
  rawId: FormDataEntryValue | null,
) {
  const id = z.uuid().safeParse(rawId);
  if (!id.success) return unknownIntent(intent);
  const param = { ...siteParam(site), domainId: id.data };
  if (intent === DOMAIN_INTENTS.verify) {
    const result = await callManage(args, (manage) =>
      manage[":siteSlug"]["custom-domains"][":domainId"].verify.$post({ param }),
    );
    if (!result.ok) return sectionFailed(intent, result, id.data);
    return sectionSaved(intent, result.body.check.message, id.data);
  }
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"]["custom-domains"][":domainId"].$delete({ param }),
  );
  if (!result.ok) return sectionFailed(intent, result, id.data);
  return sectionSaved(intent, "Domain removed.", id.data);
}

const MEASUREMENTS = [
  { value: "imperial", label: "US (cups, ounces)" },
  { value: "metric", label: "Metric (grams, millilitres)" },
] as const;
const TEMPERATURES = [
  { value: "fahrenheit", label: "Fahrenheit (°F)" },
  { value: "celsius", label: "Celsius (°C)" },
] as const;
const HEADER_LAYOUTS = [
  { value: "left", label: "Left", description: "Your name on the left, links on the right." },
  { value: "centered", label: "Centered", description: "Your name centred above the links." },
] as const;
const THEME_STYLES = [
  { value: "", label: "Theme default" },
  {
    value: "accent",
    label: "Accent",
    description: "A plain header; links and buttons in the accent colour.",
  },
  { value: "tonal", label: "Tonal", description: "The header on the theme's panel colour." },
  { value: "bold", label: "Bold", description: "The header filled with the accent colour." },
] as const;

export default function SiteSettings() {
  const { site, colorThemes, typeThemes, domains, previewFonts } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const s = site.settings;
  const [title, setTitle] = useState(s.title);
  const [slug, setSlug] = useState(s.slug);
  const [measurement, setMeasurement] = useState<string>(s.defaultMeasurementSystem);
  const [temperature, setTemperature] = useState<string>(s.defaultTemperatureSystem);
  const [headerLayout, setHeaderLayout] = useState<HeaderLayout>(s.headerLayout);
  const [colorThemeId, setColorThemeId] = useState(s.colorThemeId ?? "");
  const [typeThemeId, setTypeThemeId] = useState(s.typeThemeId ?? "");
  const [accent, setAccent] = useState(s.themeAccentColor ?? "");
  const [themeStyle, setThemeStyle] = useState<string>(s.themeStyle ?? "");
  const [css, setCss] = useState(s.cssOverrides ?? "");
  const [analytics, setAnalytics] = useState(s.googleAnalyticsId ?? "");
  const [mailingAddress, setMailingAddress] = useState(s.mailingAddress ?? "");
  const [giftsPerMonth, setGiftsPerMonth] = useState(String(s.giftsPerMonth));
  const [logo, setLogo] = useState<ImageView | null>(site.logo);
  const [toggles, setToggles] = useState({
    newslettersEnabled: s.newslettersEnabled,
    subscriptionsEnabled: s.subscriptionsEnabled,
    paymentsEnabled: s.paymentsEnabled,
    commentsEnabled: s.commentsEnabled,
    nutritionHidden: s.nutritionHidden,
  });
  const toggle = (name: keyof typeof toggles) => (value: boolean) =>
    setToggles((now) => ({ ...now, [name]: value }));

  const colorTheme = colorThemes.find((theme) => theme.id === colorThemeId) ?? null;
  const typeTheme = typeThemes.find((theme) => theme.id === typeThemeId) ?? null;
  const validAccent = /^#[0-9a-f]{6}$/i.test(accent) ? accent : null;
  const slugChanged = slug.trim() !== s.slug;
  const newAddress = `${site.platformProtocol}//${slug.trim() || "…"}.${site.platformHost}`;

  return (
    <div className="section-page">
      <header className="kpage-header">
        <h1>Settings</h1>
        <div className="kpage-header__actions">
          <a href={`/kitchen/${encodeURIComponent(s.slug)}/export`}>Export everything</a>
        </div>
      </header>
      {searchParams.get("saved") === "address" ? (
        <p role="status" className="notice notice--success">
          Settings saved. Your site's address is now{" "}
          <a href={site.url}>{site.url.replace(/^https?:\/\//, "")}</a>.
        </p>
      ) : null}

      <SectionForm
        intent={SAVE}
        submitLabel="Save settings"
        fieldLabel={(path) => LABELS[path] ?? path}
        check={checkSettings}
      >
        <FormSection legend="Your site">
          <div className="kgrid kgrid--wide">
            <NamedText
              name="title"
              label="Site title"
              value={title}
              onChange={setTitle}
              maxLength={200}
              required
            />
            <NamedText
              name="slug"
              label="Site address"
              hint={`Lowercase letters, digits and dashes: ${s.slug}.${site.platformHost}`}
              value={slug}
              onChange={setSlug}
              maxLength={63}
              required
              autoCapitalize="none"
              spellCheck={false}
            />
          </div>
          {slugChanged ? (
            <p className="notice notice--warning" role="note">
              Changing the address changes where your site lives: it moves to{" "}
              <strong>{newAddress}</strong>, and links to the old address stop working.
              {domains.some((domain) => domain.status === "active")
                ? " Your custom domains keep working."
                : ""}
            </p>
          ) : null}
          <div className="kgrid kgrid--wide">
            <NamedChoice
              name="defaultMeasurementSystem"
              legend="Measurements"
              value={measurement}
              onChange={setMeasurement}
              options={MEASUREMENTS}
              hint="What recipes show first; visitors can switch."
            />
            <NamedChoice
              name="defaultTemperatureSystem"
              legend="Temperatures"
              value={temperature}
              onChange={setTemperature}
              options={TEMPERATURES}
            />
          </div>
        </FormSection>

        <FormSection
          legend="Look"
          description="Choose a look; the preview shows it before you save."
        >
          <div className="look">
            <div className="look__choices stack">
              <NamedChoice<HeaderLayout>
                name="headerLayout"
                legend="Header layout"
                value={headerLayout}
                onChange={setHeaderLayout}
                options={HEADER_LAYOUTS}
              />
              <NamedChoice
                name="colorThemeId"
                legend="Colour theme"
                className="theme-choice"
                value={colorThemeId}
                onChange={setColorThemeId}
                options={[
                  { value: "", label: "Platform default" },
                  ...colorThemes.map((theme) => ({
                    value: theme.id,
                    label: theme.title,
                    visual: (
                      <span className="swatches" aria-hidden="true">
                        {swatchColors(theme).map((color, index) => (
                          <span key={index} className="swatch" style={{ background: color }} />
                        ))}
                      </span>
                    ),
                  })),
                ]}
              />
              <NamedChoice
                name="typeThemeId"
                legend="Type theme"
                className="theme-choice"
                value={typeThemeId}
                onChange={setTypeThemeId}
                options={[
                  { value: "", label: "Platform default" },
                  ...typeThemes.map((theme) => ({
                    value: theme.id,
                    label: theme.title,
                    description: `${theme.displayFontFamily} headings, ${theme.narrativeFontFamily} text`,
                  })),
                ]}
              />
              <div className="accent-field">
                <NamedText
                  name="themeAccentColor"
                  label="Accent colour"
                  hint="Optional: a colour like #aa3300 for links and buttons, instead of the theme's."
                  value={accent}
                  onChange={setAccent}
                  maxLength={7}
                  spellCheck={false}
                  suffix={
                    hydrated ? (
                      <input
                        type="color"
                        aria-label="Pick the accent colour"
                        value={validAccent ?? colorTheme?.colorAccent ?? "#a8371b"}
                        onChange={(event) => setAccent(event.target.value)}
                      />
                    ) : undefined
                  }
                />
              </div>
              <NamedChoice
                name="themeStyle"
                legend="Theme style"
                value={themeStyle}
                onChange={setThemeStyle}
                options={THEME_STYLES}
              />
            </div>
            <div className="look__preview">
              {/* Every type theme's fonts, so the preview draws the one chosen before saving. */}
              <link rel="stylesheet" href={previewFonts} />
              <h3 className="look__preview-title">Preview</h3>
              <ThemePreview
                title={title}
                logo={logo}
                headerLayout={headerLayout}
                colors={colorTheme}
                type={typeTheme}
                accentColor={validAccent}
                themeStyle={(themeStyle || null) as ThemeStyle | null}
              />
            </div>
          </div>
        </FormSection>

        <FormSection legend="Pictures">
          <div className="kgrid kgrid--wide">
            <ImageField
              name="logoId"
              label="Logo"
              siteSlug={site.slug}
              image={site.logo}
              onChange={setLogo}
              hint="Shown in the header beside your site's title."
            />
            <ImageField
              name="iconId"
              label="Icon"
              siteSlug={site.slug}
              image={site.icon}
              hint="A square picture for app icons and bookmarks."
            />
            <ImageField
              name="faviconId"
              label="Favicon"
              siteSlug={site.slug}
              image={site.favicon}
              hint="The small picture in the browser tab."
            />
          </div>
        </FormSection>

        <FormSection legend="Features" id="features">
          <NamedCheckbox
            name="newslettersEnabled"
            label="Newsletters"
            hint="Offer a newsletter sign-up, and e-mail subscribers about new recipes."
            checked={toggles.newslettersEnabled}
            onChange={toggle("newslettersEnabled")}
          />
          <NamedCheckbox
            name="subscriptionsEnabled"
            label="Subscriptions"
            hint="Let visitors subscribe to your site."
            checked={toggles.subscriptionsEnabled}
            onChange={toggle("subscriptionsEnabled")}
          />
          <NamedCheckbox
            name="paymentsEnabled"
            label="Paid plans"
            hint="Offer monthly and yearly plans once your Stripe account is connected and priced on the Plans page."
            checked={toggles.paymentsEnabled}
            onChange={toggle("paymentsEnabled")}
          />
          <NamedCheckbox
            name="commentsEnabled"
            label="Comments"
            hint="Let signed-in visitors comment on recipes."
            checked={toggles.commentsEnabled}
            onChange={toggle("commentsEnabled")}
          />
          <NamedCheckbox
            name="nutritionHidden"
            label="Hide nutrition facts"
            hint="No recipe shows its nutrition label. Labels are still computed, so turning this off shows them again."
            checked={toggles.nutritionHidden}
            onChange={toggle("nutritionHidden")}
          />
          <NamedText
            name="giftsPerMonth"
            label={LABELS.giftsPerMonth ?? "Gift recipes"}
            hint="Readers with a paid plan can e-mail this many subscriber-only recipes to friends each month; it renews on the 1st (UTC). 0 turns gifting off."
            type="number"
            inputMode="numeric"
            min={0}
            max={50}
            value={giftsPerMonth}
            onChange={setGiftsPerMonth}
          />
        </FormSection>

        <FormSection legend="Newsletter" id="newsletter">
          <NamedTextArea
            name="mailingAddress"
            label="Mailing address"
            hint="Your postal address, printed in every newsletter's footer: the law on bulk e-mail (CAN-SPAM and others) requires one. Needed before your first send."
            value={mailingAddress}
            onChange={setMailingAddress}
            rows={3}
            maxLength={500}
            autoComplete="street-address"
          />
        </FormSection>

        <FormSection legend="Advanced">
          <NamedText
            name="googleAnalyticsId"
            label="Google Analytics id"
            hint="The measurement id, like G-XXXXXXX. Leave empty for no analytics."
            value={analytics}
            onChange={setAnalytics}
            maxLength={32}
            spellCheck={false}
          />
          <NamedTextArea
            name="cssOverrides"
            label="Custom CSS"
            hint="Added after your theme on every page of your site."
            value={css}
            onChange={setCss}
            rows={6}
            spellCheck={false}
            className="code-field"
          />
        </FormSection>
      </SectionForm>

      <DomainsSection domains={domains} siteUrl={site.url} />
      <DeleteSiteSection slug={site.slug} isOwner={site.isOwner} />
    </div>
  );
}
