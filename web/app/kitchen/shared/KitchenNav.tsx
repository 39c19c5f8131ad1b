import { NavLink, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { KITCHEN_GROUPS, kitchenPath, siteViewHref } from "./kitchen-sections";

type Props = { siteSlug: string; siteTitle: string };

/**
 * The side navigation of one site's kitchen. On narrow screens it is folded behind a "Menu"
 * button from the first paint (no jump when the page hydrates); before hydration "Menu" is a
 * link to the list, which CSS shows as the :target, so it works without script too.
 * The current section carries aria-current="page" (NavLink), the editor pages included.
 */
export function KitchenNav({ siteSlug, siteTitle }: Props) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const location = useLocation();

  // A chosen section is where the author wanted to go: fold the menu away again.
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <div className="kitchen-nav">
      <div className="kitchen-nav__bar">
        <p className="kitchen-nav__site">
          <span className="visually-hidden">Kitchen of </span>
          {siteTitle}
        </p>
        {hydrated ? (
          <button
            type="button"
            className="button button--secondary kitchen-nav__toggle"
            aria-expanded={open}
            aria-controls="kitchen-nav-list"
            onClick={() => setOpen((value) => !value)}
          >
            Menu
          </button>
        ) : (
          <a className="button button--secondary kitchen-nav__toggle" href="#kitchen-nav-list">
            Menu
          </a>
        )}
      </div>
      <nav
        aria-label="Kitchen"
        id="kitchen-nav-list"
        className="kitchen-nav__panel"
        data-open={open}
      >
        {/* Each group a list named by its label, so a screen reader says "Readers, list, 3 items". */}
        {KITCHEN_GROUPS.map((group) => {
          const labelId = group.label ? `kitchen-nav-${group.label.toLowerCase()}` : undefined;
          return (
            <div key={group.label ?? "start"} className="kitchen-nav__group">
              {group.label ? (
                <p id={labelId} className="kitchen-nav__group-label">
                  {group.label}
                </p>
              ) : null}
              <ul className="kitchen-nav__list" aria-labelledby={labelId}>
                {group.sections.map((section) => (
                  <li key={section.path}>
                    <NavLink
                      to={kitchenPath(siteSlug, section.path)}
                      className="kitchen-nav__link"
                      prefetch="intent"
                    >
                      {section.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
        <ul className="kitchen-nav__list kitchen-nav__list--secondary">
          <li>
            <a
              className="kitchen-nav__link"
              href={siteViewHref(siteSlug)}
              target="_blank"
              rel="noreferrer"
            >
              View site<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <NavLink className="kitchen-nav__link" to="/kitchen" end>
              All your sites
            </NavLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}
