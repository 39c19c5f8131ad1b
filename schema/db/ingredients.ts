import { real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { catalogueSlugIndexes, createdAt, id } from "./columns";
import { optionalSiteId } from "./sites";

const measurementMethods = ["weight", "volume"] as const;

/**
 * An ingredient of the catalogue. Platform rows (site_id null) are shared by every site;
 * a site may add its own. The density and the default methods drive unit conversion.
 */
export const ingredients = sqliteTable(
  "ingredients",
  {
    id: id(),
    siteId: optionalSiteId(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    pluralTitle: text("plural_title"),
    /** Density; null when converting between volume and weight makes no sense. */
    gramsPerLiter: real("grams_per_liter"),
    defaultMetricMeasurementMethod: text("default_metric_measurement_method", {
      enum: measurementMethods,
    })
      .notNull()
      .default("weight"),
    defaultImperialMeasurementMethod: text("default_imperial_measurement_method", {
      enum: measurementMethods,
    })
      .notNull()
      .default("volume"),
    /**
     * A site's own ingredient: the USDA SR26 food (NDB number) its lines count as in the
     * nutrition label, chosen by the creator. Platform rows leave it null: their match is
     * worker/services/nutrition/ingredient-foods.ts, reviewed in the repository.
     */
    foodNdb: text("food_ndb"),
    createdAt: createdAt(),
  },
  (t) => catalogueSlugIndexes("ingredients", t),
);

export type Ingredient = typeof ingredients.$inferSelect;
