import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useId, useState } from "react";
import { type ContentsRecipe, groupByCategory } from "../../../lib/site/cookbook";
import { headingOffsetUnder } from "../../../lib/site/rich-text-text";
import type { HomeSite } from "../../../lib/site/site-chrome";
import { RichText } from "../../rich-text/RichText";
import { CookbookBar } from "../CookbookBar";
import { EmptyHome } from "../EmptyHome";
import { MenuButton } from "../MenuButton";
import { Sheet } from "../Sheet";
import { TableOfContents } from "../TableOfContents";

type Props = {
  site: HomeSite;
  contents: ContentsRecipe[];
  total: number;
  platformOrigin: string;
};

/**
 * The cookbook home: a book's front matter. An introduction (/#introduction, from the about
 * text) and a table of contents by category; a hamburger opens the contents in a drawer
 * (475px from the left) or, below 768px, a bottom sheet, and search goes to /recipes.
 */
export function CookbookHome({ site, contents, total, platformOrigin }: Props) {
  const chapters = groupByCategory(contents);
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const location = useLocation();
  const close = useCallback(() => setOpen(false), []);

  // Spec: menus reset on route change; a hash change (#introduction) is one too.
  useEffect(() => setOpen(false), [location.key]);

  return (
    <>
      <div className="container page cookbook">
        <CookbookBar
          title={site.title}
          menu={
            <MenuButton
              label="Table of contents"
              controls={drawerId}
              expanded={open}
              onOpen={() => setOpen(true)}
            />
          }
        />

        <h1 className="cookbook__title">{site.title}</h1>
        {site.aboutShort ? <p className="lead cookbook__lead">{site.aboutShort}</p> : null}

        {site.pages.about ? (
          <section
            id="introduction"
            className="cookbook__introduction"
            aria-labelledby="introduction-title"
            tabIndex={-1}
          >
            <h2 id="introduction-title">Introduction</h2>
            <RichText
              doc={site.about}
              headingOffset={headingOffsetUnder(site.about, 2)}
              className="prose"
            />
          </section>
        ) : null}

        <section className="cookbook__contents" aria-labelledby="contents-title">
          <h2 id="contents-title">Contents</h2>
          {total === 0 ? (
            <EmptyHome platformOrigin={platformOrigin} inSection />
          ) : (
            <TableOfContents chapters={chapters} idPrefix="chapter" headingLevel={3} />
          )}
        </section>
      </div>
      {/* Outside the page column, which spaces its children with margins. */}
      <Sheet id={drawerId} open={open} onClose={close} title="Contents" variant="drawer">
        <TableOfContents
          chapters={chapters}
          idPrefix="drawer-chapter"
          headingLevel={3}
          withIntroduction={site.pages.about}
        />
      </Sheet>
    </>
  );
}
