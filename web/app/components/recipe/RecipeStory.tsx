import type { RecipeDetail } from "@schema/api/public-read";
import { CollapsibleText } from "./CollapsibleText";

/** Paragraphs of a plain-text field: blank lines separate them. */
const paragraphs = (text: string | null) =>
  (text ?? "")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/**
 * The creator's story: the excerpt and the rest of it, collapsed when long, and the story
 * read aloud (docs/spec/visitor-experience.md §2). The player is the browser's own: play and
 * pause from any keyboard or screen reader, play again from the start at the end, no script
 * of ours, and nothing downloaded until the reader presses play.
 */
export function RecipeStory({
  recipe,
}: {
  recipe: Pick<RecipeDetail, "storyExcerpt" | "storyMore" | "storyAudio">;
}) {
  const all = [...paragraphs(recipe.storyExcerpt), ...paragraphs(recipe.storyMore)];
  const audio = recipe.storyAudio;
  if (!all.length && !audio) return null;
  const characters = all.reduce((sum, paragraph) => sum + paragraph.length, 0);
  return (
    <section className="recipe-story" aria-label="Story">
      {audio && (
        <>
          <p id="story-audio">Listen to the story</p>
          {/* biome-ignore lint/a11y/useMediaCaption: the written story beside it is its text */}
          <audio controls preload="none" src={audio.url} aria-labelledby="story-audio" />
        </>
      )}
      {/* Empty when there is only the recording: an empty block, no "Read more". */}
      <CollapsibleText characters={characters}>
        {all.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </CollapsibleText>
    </section>
  );
}
