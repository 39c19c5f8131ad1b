/**
 * A recipe imported from another platform as HTML (legacyRecipeData.content). The loader
 * has already run it through lib/recipe-page/sanitize-html.ts (an allowlist of formatting,
 * lists, links and images): only that output ever reaches this element.
 */
export function LegacyRecipe({ sanitizedHtml }: { sanitizedHtml: string }) {
  return (
    <section className="legacy-recipe" aria-label="Recipe">
      <div className="legacy-recipe__content" dangerouslySetInnerHTML={{ __html: sanitizedHtml }} />
    </section>
  );
}
