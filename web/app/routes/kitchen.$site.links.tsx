import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { type MetaFunction, useLoaderData } from "@remix-run/react";
import { settingsSocialPlatforms } from "@schema/api/manage-sites";
import type { ImageView } from "@schema/api/public-read";
import { plainText } from "@schema/content/rich-text";
import { useState } from "react";
import { EditableRows, newRowKey } from "../kitchen/sections/EditableRows";
import { ImageField } from "../kitchen/sections/ImageField";
import { kitchenTitle } from "../kitchen/sections/kitchen-title";
import { NamedCheckbox, NamedSelect, NamedText } from "../kitchen/sections/NamedFields";
import { centsToDollars } from "../kitchen/sections/plan-prices";
import { SectionForm } from "../kitchen/sections/SectionForm";
import { settingsSectionAction } from "../kitchen/sections/section-action.server";
import { linksBody, settingsCheck } from "../kitchen/sections/section-bodies";
import { settingsPageVersion } from "../kitchen/sections/settings-pages.server";
import sectionStyles from "../kitchen/sections.css?url";
import { FormSection } from "../kitchen/shared/Fields";
import { requireKitchenSite } from "../kitchen/shared/manager.server";
import { socialLabel } from "../lib/site/social";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: sectionStyles }];
export const meta: MetaFunction = ({ matches }) => kitchenTitle(matches, "Links");

const INTENT = "save-links";
const checkLinks = settingsCheck(linksBody);

const LISTS: Record<string, string> = {
  links: "Link",
  headerLinks: "Header link",
  socialMediaLinks: "Social link",
  productLinks: "Product",
};
const FIELDS: Record<string, string> = {
  label: "Label",
  href: "Address",
  url: "Address",
  platform: "Platform",
  productTitle: "Name",
  productImageId: "Picture",
  priceCents: "Price",
};

function fieldLabel(path: string) {
  const [list, index, field] = path.split(".");
  if (path === "linkPageHeading") return "Page heading";
  if (list && LISTS[list] && index !== undefined) {
    return `${LISTS[list]} ${Number(index) + 1}${field ? `: ${FIELDS[field] ?? field}` : ""}`;
  }
  return path;
}

const PLATFORM_OPTIONS = settingsSocialPlatforms.map((platform) => ({
  value: platform,
  label: socialLabel(platform),
}));

type PageLinkRow = { key: string; label: string; href: string };
type HeaderLinkRow = { key: string; label: string; href: string; openInNewTab: boolean };
type SocialRow = { key: string; platform: string; url: string };
type ProductRow = {
  key: string;
  title: string;
  href: string;
  price: string;
  image: ImageView | null;
};

/** /kitchen/{site}/links: the links page and the site's header, social and product links. */
export async function loader(args: LoaderFunctionArgs) {
  const site = await requireKitchenSite(args, args.params.site);
  const { settings } = site;
  return {
    siteSlug: site.slug,
    siteUrl: site.url,
    settingsVersion: await settingsPageVersion(site.settings, "links"),
    linkPageHeading: settings.linkPageHeading ?? "",
    links: settings.links.map((link, index) => ({
      key: `l${index}`,
      label: link.label ?? "",
      href: link.href,
    })),
    headerLinks: settings.headerLinks.map((link, index) => ({ key: `h${index}`, ...link })),
    socialMediaLinks: settings.socialMediaLinks.map((link, index) => ({
      key: `s${index}`,
      ...link,
    })),
    // The read shape's products come in the same stored order, with their pictures.
    productLinks: settings.productLinks.map((product, index) => ({
      key: `p${index}`,
      title: plainText(product.productTitle),
      href: product.href,
      price: centsToDollars(product.priceCents),
      image: site.productLinks[index]?.productImage ?? null,
    })),
  };
}

export const action = settingsSectionAction({
  intent: INTENT,
  page: "links",
  body: linksBody,
  saved: "Links saved.",
});

/** Rows edit one field at a time: a small helper keeps the setters short. */
function update<T extends { key: string }>(rows: T[], key: string, patch: Partial<T>): T[] {
  return rows.map((row) => (row.key === key ? { ...row, ...patch } : row));
}

export default function LinksEditor() {
  const data = useLoaderData<typeof loader>();
  const [heading, setHeading] = useState(data.linkPageHeading);
  const [pageLinks, setPageLinks] = useState<PageLinkRow[]>(data.links);
  const [headerLinks, setHeaderLinks] = useState<HeaderLinkRow[]>(data.headerLinks);
  const [social, setSocial] = useState<SocialRow[]>(data.socialMediaLinks);
  const [products, setProducts] = useState<ProductRow[]>(data.productLinks);

  return (
    <div className="section-page">
      <header className="kpage-header">
        <h1>Links</h1>
        <a href={`${data.siteUrl}/links`} target="_blank" rel="noreferrer">
          View your links page<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </header>
      <SectionForm
        intent={INTENT}
        basedOn={data.settingsVersion}
        submitLabel="Save links"
        fieldLabel={fieldLabel}
        check={checkLinks}
      >
        <FormSection
          legend="Links page"
          description="A page of links for your social profiles, at /links on your site."
        >
          <NamedText
            name="linkPageHeading"
            label="Page heading"
            value={heading}
            onChange={setHeading}
            maxLength={200}
          />
          <EditableRows
            label="Links"
            rows={pageLinks}
            onChange={setPageLinks}
            makeRow={() => ({ key: newRowKey(), label: "", href: "" })}
            itemLabel={(row, index) => `Link ${index + 1}${row.label ? `: ${row.label}` : ""}`}
            addLabel="Add a link"
            emptyText="No links yet."
            renderRow={(row, index) => (
              <div className="kgrid kgrid--wide">
                <NamedText
                  name={`links.${index}.label`}
                  label="Label"
                  hint="Optional: the address shows when empty."
                  value={row.label}
                  onChange={(label) => setPageLinks((rows) => update(rows, row.key, { label }))}
                  maxLength={200}
                />
                <NamedText
                  name={`links.${index}.href`}
                  label="Address"
                  hint="https://…, www.… or a page of your site like /recipes"
                  inputMode="url"
                  value={row.href}
                  onChange={(href) => setPageLinks((rows) => update(rows, row.key, { href }))}
                />
              </div>
            )}
          />
        </FormSection>

        <FormSection
          legend="Header links"
          description="Shown in your site's header, after Recipes."
        >
          <EditableRows
            label="Header links"
            rows={headerLinks}
            onChange={setHeaderLinks}
            max={20}
            makeRow={() => ({ key: newRowKey(), label: "", href: "", openInNewTab: false })}
            itemLabel={(row, index) =>
              `Header link ${index + 1}${row.label ? `: ${row.label}` : ""}`
            }
            addLabel="Add a header link"
            emptyText="No header links yet."
            renderRow={(row, index) => (
              <>
                <div className="kgrid kgrid--wide">
                  <NamedText
                    name={`headerLinks.${index}.label`}
                    label="Label"
                    value={row.label}
                    onChange={(label) => setHeaderLinks((rows) => update(rows, row.key, { label }))}
                    maxLength={100}
                  />
                  <NamedText
                    name={`headerLinks.${index}.href`}
                    label="Address"
                    inputMode="url"
                    value={row.href}
                    onChange={(href) => setHeaderLinks((rows) => update(rows, row.key, { href }))}
                  />
                </div>
                <NamedCheckbox
                  name={`headerLinks.${index}.openInNewTab`}
                  label="Open in a new tab"
                  checked={row.openInNewTab}
                  onChange={(openInNewTab) =>
                    setHeaderLinks((rows) => update(rows, row.key, { openInNewTab }))
                  }
                />
              </>
            )}
          />
        </FormSection>

        <FormSection legend="Social links" description="Icons in your header, footer and bio card.">
          <EditableRows
            label="Social links"
            rows={social}
            onChange={setSocial}
            max={20}
            makeRow={() => ({ key: newRowKey(), platform: "instagram", url: "" })}
            itemLabel={(row, index) => `Social link ${index + 1}: ${socialLabel(row.platform)}`}
            addLabel="Add a social link"
            emptyText="No social links yet."
            renderRow={(row, index) => (
              <div className="kgrid kgrid--wide">
                <NamedSelect
                  name={`socialMediaLinks.${index}.platform`}
                  label="Platform"
                  options={PLATFORM_OPTIONS}
                  value={row.platform}
                  onChange={(platform) => setSocial((rows) => update(rows, row.key, { platform }))}
                />
                <NamedText
                  name={`socialMediaLinks.${index}.url`}
                  label={row.platform === "email" ? "E-mail address" : "Address"}
                  inputMode={row.platform === "email" ? "email" : "url"}
                  value={row.url}
                  onChange={(url) => setSocial((rows) => update(rows, row.key, { url }))}
                />
              </div>
            )}
          />
        </FormSection>

        <FormSection
          legend="Products"
          description="Things you recommend, shown as cards on your home and links pages."
        >
          <EditableRows
            label="Products"
            rows={products}
            onChange={setProducts}
            max={100}
            makeRow={() => ({ key: newRowKey(), title: "", href: "", price: "", image: null })}
            itemLabel={(row, index) => `Product ${index + 1}${row.title ? `: ${row.title}` : ""}`}
            addLabel="Add a product"
            emptyText="No products yet."
            renderRow={(row, index) => (
              <>
                <div className="kgrid kgrid--wide">
                  <NamedText
                    name={`productLinks.${index}.productTitle`}
                    label="Name"
                    value={row.title}
                    onChange={(title) => setProducts((rows) => update(rows, row.key, { title }))}
                  />
                  <NamedText
                    name={`productLinks.${index}.href`}
                    label="Address"
                    inputMode="url"
                    value={row.href}
                    onChange={(href) => setProducts((rows) => update(rows, row.key, { href }))}
                  />
                  <NamedText
                    name={`productLinks.${index}.priceCents`}
                    label="Price (USD)"
                    hint="Optional, like 24.99"
                    inputMode="decimal"
                    value={row.price}
                    onChange={(price) => setProducts((rows) => update(rows, row.key, { price }))}
                  />
                </div>
                <ImageField
                  compact
                  name={`productLinks.${index}.productImageId`}
                  label="Picture"
                  siteSlug={data.siteSlug}
                  image={row.image}
                  onChange={(image) => setProducts((rows) => update(rows, row.key, { image }))}
                />
              </>
            )}
          />
        </FormSection>
      </SectionForm>
    </div>
  );
}
