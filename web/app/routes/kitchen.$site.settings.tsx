import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { type MetaFunction, useLoaderData, useSearchParams } from "@remix-run/react";
import type { ManageSite } from "@schema/api/manage-sites";
import type { ImageView } from "@schema/api/public-read";
import { useState } from "react";
import { kitchenTitle } from "../kitchen/sections/kitchen-title";
import { SectionForm } from "../kitchen/sections/SectionForm";
import {
  sectionFailed,
  sectionRequest,
  sectionSaved,
  unknownIntent,
} from "../kitchen/sections/section-action.server";
import { settingsPageVersion } from "../kitchen/sections/settings-pages.server";
import sectionStyles from "../kitchen/sections.css?url";
import { AdvancedSection } from "../kitchen/settings/AdvancedSection";
import { DeleteSiteSection } from "../kitchen/settings/DeleteSiteSection";
import { DomainsSection } from "../kitchen/settings/DomainsSection";
import { FeaturesSection } from "../kitchen/settings/FeaturesSection";
import { LookSection } from "../kitchen/settings/LookSection";
import { NewsletterSection } from "../kitchen/settings/NewsletterSection";
import { PicturesSection } from "../kitchen/settings/PicturesSection";
import { SiteSection } from "../kitchen/settings/SiteSection";
import { saveSettings } from "../kitchen/settings/save-settings.server";
import {
  checkSettings,
  SAVE_SETTINGS_INTENT,
  SETTINGS_LABELS,
} from "../kitchen/settings/settings-form";
import { settingsPath } from "../kitchen/settings/settings-paths";
import { WELCOME_TEST_INTENT } from "../kitchen/settings/WelcomeTestButton";
import { callManage, requireKitchenSite } from "../kitchen/shared/manager.server";
import { unexpectedApiResult } from "../lib/api.server";
import { themeFontsHref } from "../lib/fonts/site-fonts.server";
import { siteParam } from "../lib/host.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: sectionStyles }];
export const meta: MetaFunction = ({ matches }) => kitchenTitle(matches, "Settings");

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
      settingsVersion: await settingsPageVersion(site.settings, "settings"),
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

/**
 * The settings form. The custom domains' forms and the deletion post to routes of their own
 * (kitchen.$site.settings_.domains.tsx, kitchen.$site.settings_.delete.tsx), which show this
 * same page with their answer.
 */
export async function action(args: ActionFunctionArgs) {
  const { site, form, intent } = await sectionRequest(args);
  if (intent === SAVE_SETTINGS_INTENT) return saveSettings(args, site, intent, form);
  if (intent === WELCOME_TEST_INTENT) return sendWelcomeTest(args, site, form);
  return unknownIntent(intent);
}

/** A welcome e-mail as typed, to the signed-in person (WelcomeTestButton). */
async function sendWelcomeTest(args: ActionFunctionArgs, site: ManageSite, form: FormData) {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"]["welcome-email-tests"].$post({
      param: siteParam(site),
      json: {
        plan: field("plan") === "paid" ? "paid" : "free",
        subject: field("subject").trim() || null,
        message: field("message"),
      },
    }),
  );
  if (!result.ok) return sectionFailed(WELCOME_TEST_INTENT, result);
  return sectionSaved(WELCOME_TEST_INTENT, `Test sent to ${result.body.sentTo}.`);
}

export default function SiteSettings() {
  const { site, colorThemes, typeThemes, domains, previewFonts } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const s = site.settings;
  // Shown by the look's preview as they are edited in their own sections.
  const [title, setTitle] = useState(s.title);
  const [logo, setLogo] = useState<ImageView | null>(site.logo);

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
          <a href={site.url}>{site.url.replace(/^https?:\/\//, "")}</a>. Links to the old address
          lead there.
        </p>
      ) : null}

      <SectionForm
        action={settingsPath(site.slug)}
        basedOn={site.settingsVersion}
        intent={SAVE_SETTINGS_INTENT}
        submitLabel="Save settings"
        fieldLabel={(path) => SETTINGS_LABELS[path] ?? path}
        check={checkSettings}
      >
        <SiteSection
          settings={s}
          platformHost={site.platformHost}
          platformProtocol={site.platformProtocol}
          hasActiveDomain={domains.some((domain) => domain.status === "active")}
          title={title}
          onTitleChange={setTitle}
        />
        <LookSection
          settings={s}
          colorThemes={colorThemes}
          typeThemes={typeThemes}
          previewFonts={previewFonts}
          title={title}
          logo={logo}
        />
        <PicturesSection
          siteSlug={site.slug}
          logo={site.logo}
          icon={site.icon}
          favicon={site.favicon}
          onLogoChange={setLogo}
        />
        <FeaturesSection settings={s} />
        <NewsletterSection settings={s} />
        <AdvancedSection settings={s} />
      </SectionForm>

      <DomainsSection domains={domains} siteUrl={site.url} siteSlug={site.slug} />
      <DeleteSiteSection slug={site.slug} isOwner={site.isOwner} />
    </div>
  );
}
