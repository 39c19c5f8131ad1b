import { Link } from "@remix-run/react";
import type { ContentsChapter } from "../../lib/site/cookbook";

type Props = {
  chapters: ContentsChapter[];
  /** Prefix of chapter anchors; the drawer's copy must not repeat the page's ids. */
  idPrefix: string;
  headingLevel: 2 | 3;
  /** The drawer's copy links back to the introduction too. */
  withIntroduction?: boolean;
};

/** The cookbook's table of contents: one chapter per category, recipes in title order. */
export function TableOfContents({ chapters, idPrefix, headingLevel, withIntroduction }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="toc">
      {withIntroduction ? (
        <p className="toc__intro">
          <Link to="/#introduction">Introduction</Link>
        </p>
      ) : null}
      {chapters.map((chapter, index) => {
        const headingId = `${idPrefix}-${chapter.id}`;
        return (
          <section key={chapter.id} className="toc__chapter" aria-labelledby={headingId}>
            <Heading id={headingId} className="toc__chapter-title">
              <span className="toc__number" aria-hidden="true">
                {index + 1}.
              </span>{" "}
              {chapter.title}
            </Heading>
            <ol className="toc__recipes">
              {chapter.recipes.map((recipe) => (
                <li key={recipe.id}>
                  <Link to={`/recipes/${recipe.slug}`} prefetch="intent">
                    {recipe.title}
                  </Link>
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
