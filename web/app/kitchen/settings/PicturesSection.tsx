import type { ImageView } from "@schema/api/public-read";
import { ImageField } from "../sections/ImageField";
import { FormSection } from "../shared/Fields";

type Props = {
  siteSlug: string;
  logo: ImageView | null;
  icon: ImageView | null;
  favicon: ImageView | null;
  /** The logo chosen, for the look's preview. */
  onLogoChange(logo: ImageView | null): void;
};

/** "Pictures": the logo, the app icon and the favicon. */
export function PicturesSection({ siteSlug, logo, icon, favicon, onLogoChange }: Props) {
  return (
    <FormSection legend="Pictures">
      <div className="kgrid kgrid--wide">
        <ImageField
          name="logoId"
          label="Logo"
          siteSlug={siteSlug}
          image={logo}
          onChange={onLogoChange}
          hint="Shown in the header in place of your site's title, which stays its text for screen readers and search."
        />
        <ImageField
          name="iconId"
          label="Icon"
          siteSlug={siteSlug}
          image={icon}
          hint="A square picture for app icons and bookmarks."
        />
        <ImageField
          name="faviconId"
          label="Favicon"
          siteSlug={siteSlug}
          image={favicon}
          hint="The small picture in the browser tab."
        />
      </div>
    </FormSection>
  );
}
