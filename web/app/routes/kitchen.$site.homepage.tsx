import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { type MetaFunction, useLoaderData } from "@remix-run/react";
import { MAX_FEATURED_RECIPES } from "@schema/api/manage-sites";
import type { SiteLayout } from "@schema/api/public-site";
import { useState } from "react";
import { kitchenTitle } from "../kitchen/sections/kitchen-title";
import { NamedCheckbox, NamedChoice } from "../kitchen/sections/NamedFields";
import { RecipePicker } from "../kitchen/sections/RecipePicker";
import { SectionForm } from "../kitchen/sections/SectionForm";
import { settingsSectionAction } from "../kitchen/sections/section-action.server";
import { homepageBody, settingsCheck } from "../kitchen/sections/section-bodies";
import { settingsPageVersion } from "../kitchen/sections/settings-pages.server";
import { SITE_LAYOUTS } from "../kitchen/sections/site-layouts";
import sectionStyles from "../kitchen/sections.css?url";
import { FormSection } from "../kitchen/shared/Fields";
import { callManage, requireKitchenSite } from "../kitchen/shared/manager.server";
import { unexpectedApiResult } from "../lib/api.server";
import { siteParam } from "../lib/host.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: sectionStyles }];
export const meta: MetaFunction = ({ matches }) => kitchenTitle(matches, "Home page");

const INTENT = "save-homepage";

function fieldLabel(path: string) {
  const [field, index] = path.split(".");
  if (field === "featuredRecipeIds")
    return index ? `Featured recipe ${Number(index) + 1}` : "Featured recipes";
  if (field === "layout") return "Layout";
  return path;
}

/** /kitchen/{site}/homepage: featured recipes (published, at most five, ordered) and the layout. */
export async function loader(args: LoaderFunctionArgs) {
  const site = await requireKitchenSite(args, args.params.site);
  const published = await callManage(args, (manage) =>
    manage[":siteSlug"]["published-recipes"].$get({ param: siteParam(site) }),
  );
  if (!published.ok) throw unexpectedApiResult(published, "published recipes");
  return {
    siteUrl: site.url,
    settingsVersion: await settingsPageVersion(site.settings, "homepage"),
    recipes: published.body.recipes.map((recipe) => ({
      id: recipe.id,
      title: recipe.title,
      status: "published" as const,
    })),
    featuredRecipeIds: site.settings.featuredRecipeIds,
    layout: site.settings.layout,
    hideSidebarBio: site.settings.hideSidebarBio,
  };
}

export const action = settingsSectionAction({
  intent: INTENT,
  page: "homepage",
  body: homepageBody,
  saved: "Home page saved.",
});

export default function HomepageEditor() {
  const data = useLoaderData<typeof loader>();
  const [featured, setFeatured] = useState<string[]>(data.featuredRecipeIds);
  const [layout, setLayout] = useState<SiteLayout>(data.layout);
  const [hideBio, setHideBio] = useState(data.hideSidebarBio);

  return (
    <div className="section-page">
      <header className="kpage-header">
        <h1>Home page</h1>
        <a href={data.siteUrl} target="_blank" rel="noreferrer">
          View your home page<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </header>
      <SectionForm
        intent={INTENT}
        basedOn={data.settingsVersion}
        submitLabel="Save home page"
        fieldLabel={fieldLabel}
        check={settingsCheck(homepageBody)}
      >
        <FormSection
          legend="Featured recipes"
          description={`Up to ${MAX_FEATURED_RECIPES} published recipes, shown first on your home page in this order.`}
        >
          <RecipePicker
            name="featuredRecipeIds"
            label="Featured recipes"
            recipes={data.recipes}
            value={featured}
            onChange={setFeatured}
            max={MAX_FEATURED_RECIPES}
            emptyText={
              data.recipes.length
                ? "No featured recipes yet: your latest recipes lead the home page."
                : "Publish a recipe to feature it here."
            }
          />
        </FormSection>
        <FormSection legend="Layout">
          <NamedChoice<SiteLayout>
            name="layout"
            legend="Page layout"
            className="layout-choice"
            value={layout}
            onChange={setLayout}
            options={SITE_LAYOUTS}
          />
          <NamedCheckbox
            name="hideSidebarBio"
            label="Hide the bio card"
            hint="The card with your picture and short introduction on your home page."
            checked={hideBio}
            onChange={setHideBio}
          />
        </FormSection>
      </SectionForm>
    </div>
  );
}
