import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { type MetaFunction, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { ImageField } from "../kitchen/sections/ImageField";
import { kitchenTitle } from "../kitchen/sections/kitchen-title";
import { NamedText, NamedTextArea } from "../kitchen/sections/NamedFields";
import { RichTextField } from "../kitchen/sections/RichTextField";
import { SectionForm } from "../kitchen/sections/SectionForm";
import { settingsSectionAction } from "../kitchen/sections/section-action.server";
import { aboutBody, settingsCheck } from "../kitchen/sections/section-bodies";
import { settingsPageVersion } from "../kitchen/sections/settings-pages.server";
import { loadUnits } from "../kitchen/sections/units.server";
import sectionStyles from "../kitchen/sections.css?url";
import { FormSection } from "../kitchen/shared/Fields";
import { requireKitchenSite } from "../kitchen/shared/manager.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: sectionStyles }];
export const meta: MetaFunction = ({ matches }) => kitchenTitle(matches, "About page");

const INTENT = "save-about";

const LABELS: Record<string, string> = {
  aboutHeading: "Heading",
  aboutShort: "Short introduction",
  about: "About text",
  featuredImageId: "Featured image",
};

/** /kitchen/{site}/about: the site's About page (heading, short intro, long text, picture). */
export async function loader(args: LoaderFunctionArgs) {
  const site = await requireKitchenSite(args, args.params.site);
  return {
    siteSlug: site.slug,
    siteUrl: site.url,
    settingsVersion: await settingsPageVersion(site.settings, "about"),
    settings: {
      aboutHeading: site.settings.aboutHeading ?? "",
      aboutShort: site.settings.aboutShort ?? "",
      about: site.settings.about,
    },
    featuredImage: site.featuredImage,
    units: await loadUnits(args),
  };
}

export const action = settingsSectionAction({
  intent: INTENT,
  page: "about",
  body: aboutBody,
  saved: "About page saved.",
});

export default function AboutEditor() {
  const { siteSlug, siteUrl, settingsVersion, settings, featuredImage, units } =
    useLoaderData<typeof loader>();
  const [heading, setHeading] = useState(settings.aboutHeading);
  const [short, setShort] = useState(settings.aboutShort);

  return (
    <div className="section-page">
      <header className="kpage-header">
        <h1>About page</h1>
        <a href={`${siteUrl}/about`} target="_blank" rel="noreferrer">
          View the About page<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </header>
      <SectionForm
        intent={INTENT}
        basedOn={settingsVersion}
        submitLabel="Save About page"
        fieldLabel={(path) => LABELS[path.split(".")[0] ?? ""] ?? path}
        check={settingsCheck(aboutBody)}
      >
        <FormSection
          legend="Introduction"
          description="The short text also shows in the bio card beside your recipes."
        >
          <NamedText
            name="aboutHeading"
            label="Heading"
            hint="Like “About me” or “Hi, I'm Sam”."
            value={heading}
            onChange={setHeading}
            maxLength={200}
          />
          <NamedTextArea
            name="aboutShort"
            label="Short introduction"
            value={short}
            onChange={setShort}
            rows={3}
            maxLength={1000}
          />
        </FormSection>
        <FormSection legend="Your story">
          <RichTextField
            name="about"
            label="About text"
            value={settings.about}
            units={units}
            allowHeadings
            placeholder="Tell visitors who cooks here…"
          />
        </FormSection>
        <FormSection legend="Featured image">
          <ImageField
            name="featuredImageId"
            label="Featured image"
            siteSlug={siteSlug}
            image={featuredImage}
            hint="Shown at the top of the About page."
          />
        </FormSection>
      </SectionForm>
    </div>
  );
}
