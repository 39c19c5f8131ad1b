import type { RichText as RichTextDocument } from "@schema/content/rich-text";
import { RichText } from "../rich-text/RichText";
import { ChevronDownIcon } from "./icons";
import { useDisclosure } from "./use-disclosure";
import type { RecipeView } from "./use-recipe-view";

/**
 * The creator's notes, collapsible (docs/spec/visitor-experience.md §2); measurements follow the
 * reader's units.
 */
export function RecipeNotes({ note, view }: { note: RichTextDocument; view: RecipeView }) {
  const disclosure = useDisclosure("notes-panel");
  return (
    <section className="recipe-notes" aria-labelledby="notes-heading">
      <h2 id="notes-heading" className="recipe-section-heading">
        <button className="disclosure-button" {...disclosure.buttonProps}>
          <span>Notes</span>
          <ChevronDownIcon />
        </button>
      </h2>
      <div {...disclosure.panelProps}>
        <RichText
          doc={note}
          headingOffset={2}
          className="recipe-notes__text"
          renderMeasurement={(node) => view.measurementText(node)}
        />
      </div>
    </section>
  );
}
