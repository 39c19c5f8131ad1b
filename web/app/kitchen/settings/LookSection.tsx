import type { ManageGlobalsResponse, SiteSettings } from "@schema/api/manage-sites";
import type { ImageView } from "@schema/api/public-read";
import type { HeaderLayout } from "@schema/api/public-site";
import { useState } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { NamedChoice, NamedText } from "../sections/NamedFields";
import { ThemePreview } from "../sections/ThemePreview";
import { swatchColors, type ThemeStyle } from "../sections/theme-preview";
import { FormSection } from "../shared/Fields";

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

type Props = {
  settings: SiteSettings;
  colorThemes: ManageGlobalsResponse["colorThemes"];
  typeThemes: ManageGlobalsResponse["typeThemes"];
  /** The stylesheet with every type theme's fonts. */
  previewFonts: string;
  /** The title and logo as edited in their own sections, for the preview. */
  title: string;
  logo: ImageView | null;
};

/** "Look": header layout, colour and type themes, accent colour and style, with a preview. */
export function LookSection({
  settings,
  colorThemes,
  typeThemes,
  previewFonts,
  title,
  logo,
}: Props) {
  const hydrated = useHydrated();
  const [headerLayout, setHeaderLayout] = useState<HeaderLayout>(settings.headerLayout);
  const [colorThemeId, setColorThemeId] = useState(settings.colorThemeId ?? "");
  const [typeThemeId, setTypeThemeId] = useState(settings.typeThemeId ?? "");
  const [accent, setAccent] = useState(settings.themeAccentColor ?? "");
  const [themeStyle, setThemeStyle] = useState<string>(settings.themeStyle ?? "");
  const colorTheme = colorThemes.find((theme) => theme.id === colorThemeId) ?? null;
  const typeTheme = typeThemes.find((theme) => theme.id === typeThemeId) ?? null;
  const validAccent = /^#[0-9a-f]{6}$/i.test(accent) ? accent : null;

  return (
    <FormSection legend="Look" description="Choose a look; the preview shows it before you save.">
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
          <h2 className="look__preview-title">Preview</h2>
          <ThemePreview
            title={title}
            logo={logo}
            headerLayout={headerLayout}
            colors={colorTheme}
            type={typeTheme}
            accentColor={validAccent}
            themeStyle={(themeStyle || null) as ThemeStyle | null}
            headerLinks={settings.headerLinks}
            newslettersEnabled={settings.newslettersEnabled}
          />
        </div>
      </div>
    </FormSection>
  );
}
