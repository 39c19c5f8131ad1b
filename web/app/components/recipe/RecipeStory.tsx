import { CollapsibleText } from "./CollapsibleText";

/** Paragraphs of a plain-text field: blank lines separate them. */
const paragraphs = (text: string | null) =>
  (text ?? "")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/**
 * The creator's story: the excerpt and the rest of it, collapsed when long
 * (docs/spec/visitor-experience.md §2).
 */
export function RecipeStory({ excerpt, more }: { excerpt: string | null; more: string | null }) {
  const all = [...paragraphs(excerpt), ...paragraphs(more)];
  if (all.length === 0) return null;
  const characters = all.reduce((sum, paragraph) => sum + paragraph.length, 0);
  return (
    <section className="recipe-story" aria-label="Story">
      <CollapsibleText characters={characters}>
        {all.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </CollapsibleText>
    </section>
  );
}
