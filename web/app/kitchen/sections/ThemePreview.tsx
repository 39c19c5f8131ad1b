import type { ImageView } from "@schema/api/public-read";
import type { ColorTheme, HeaderLayout, TypeTheme } from "@schema/api/public-site";
import type { CSSProperties } from "react";
import { imageUrl } from "../../lib/recipe-page/image-url";
import { previewVariables, type ThemeStyle } from "./theme-preview";

type Props = {
  title: string;
  logo: ImageView | null;
  headerLayout: HeaderLayout;
  colors: ColorTheme | null;
  type: TypeTheme | null;
  accentColor: string | null;
  themeStyle: ThemeStyle | null;
  /** The header's own links (Links page), as the site draws them after All Recipes. */
  headerLinks: { label: string }[];
  /** Subscribe shows in the live header only when newsletters are on. */
  newslettersEnabled: boolean;
};

/** The live header's links fit one line of the preview: All Recipes and the first two. */
const PREVIEW_HEADER_LINKS = 2;

/**
 * A small mock of the site (its header, as the live one lists its links, and one recipe card)
 * drawn with the look being chosen, so the author sees a theme before saving it. Decorative for screen readers apart
 * from its summary: the choices themselves are announced by the form.
 */
export function ThemePreview({
  title,
  logo,
  headerLayout,
  colors,
  type,
  accentColor,
  themeStyle,
  headerLinks,
  newslettersEnabled,
}: Props) {
  const ownLinks = headerLinks
    .map((link) => link.label.trim())
    .filter(Boolean)
    .slice(0, PREVIEW_HEADER_LINKS);
  const style = previewVariables(colors, type, accentColor, themeStyle) as CSSProperties;
  return (
    <div className="theme-preview" style={style}>
      <p className="visually-hidden" aria-live="polite">
        Preview: {colors ? "the chosen colour theme" : "the default colours"}
        {type
          ? `, ${type.displayFontFamily} headings and ${type.narrativeFontFamily} text`
          : ", the default fonts"}
        {themeStyle ? `, ${themeStyle} header` : ""}.
      </p>
      <div className="theme-preview__frame" aria-hidden="true">
        <div className={`theme-preview__header theme-preview__header--${headerLayout}`}>
          {/* As the site's header draws it: the logo in place of the title, when there is one. */}
          <span className="theme-preview__brand">
            {logo ? (
              <img
                src={imageUrl(logo, { width: 240 })}
                alt=""
                width={logo.width}
                height={logo.height}
              />
            ) : (
              title || "Your site"
            )}
          </span>
          {/* The live header's order (lib/site/nav.ts): All Recipes, the site's own links,
              Subscribe as a link like the others; then the account's Sign In. */}
          <span className="theme-preview__nav">
            <span>All Recipes</span>
            {ownLinks.map((label, index) => (
              <span key={index}>{label}</span>
            ))}
            {newslettersEnabled ? <span>Subscribe</span> : null}
            <span>Sign In</span>
          </span>
        </div>
        <div className="theme-preview__body">
          <div className="theme-preview__card">
            <div className="theme-preview__image" />
            <div className="theme-preview__card-text">
              <span className="theme-preview__category">Main Dishes</span>
              <span className="theme-preview__title">Roast chicken with lemon</span>
              <span className="theme-preview__meta">1 hr 15 min</span>
            </div>
          </div>
          <p className="theme-preview__text">
            Crisp skin, juicy meat and a pan sauce made from the drippings.{" "}
            <span className="theme-preview__link">Read the recipe</span>
          </p>
        </div>
      </div>
    </div>
  );
}
