import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id } from "./columns";

/**
 * Colour and type themes are a platform catalogue: a site picks one of each
 * (sites.color_theme_id, sites.type_theme_id) and overrides details with css_overrides.
 */

export const colorThemes = sqliteTable(
  "color_themes",
  {
    id: id(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    colorText: text("color_text").notNull(),
    colorAccent: text("color_accent").notNull(),
    colorSubdued: text("color_subdued").notNull(),
    colorOverlay: text("color_overlay").notNull(),
    colorBackground: text("color_background").notNull(),
    colorPanel: text("color_panel").notNull(),
    colorEmphasis: text("color_emphasis").notNull(),
    colorOutline: text("color_outline").notNull(),
  },
  (t) => [uniqueIndex("color_themes_slug_unique").on(t.slug)],
);

export const typeThemes = sqliteTable(
  "type_themes",
  {
    id: id(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    displayFontFamily: text("display_font_family").notNull(),
    narrativeFontFamily: text("narrative_font_family").notNull(),
    displayFontNormalWeight: integer("display_font_normal_weight").notNull(),
    displayFontBoldWeight: integer("display_font_bold_weight").notNull(),
    narrativeFontNormalWeight: integer("narrative_font_normal_weight").notNull(),
    narrativeFontBoldWeight: integer("narrative_font_bold_weight").notNull(),
  },
  (t) => [uniqueIndex("type_themes_slug_unique").on(t.slug)],
);

export type ColorTheme = typeof colorThemes.$inferSelect;
export type TypeTheme = typeof typeThemes.$inferSelect;
