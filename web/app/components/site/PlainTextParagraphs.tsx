import { Fragment } from "react";

/**
 * A plain-text field (a contributor's bio) as the kitchen took it: a blank line starts a new
 * paragraph and a single line break stays a line break. In one <p>, HTML would fold both into
 * spaces and run the lines together.
 */
export function PlainTextParagraphs({ text }: { text: string }) {
  const paragraphs = text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>
          {paragraph.split(/\r?\n/).map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </>
  );
}
