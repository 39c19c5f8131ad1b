import { NavLink } from "@remix-run/react";
import type { NavItem } from "../../lib/site/nav";

/** The site's navigation items; a creator's external links may open in a new tab. */
export function NavList({ items, className }: { items: NavItem[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={`${item.label}-${item.href}`}>
          {item.internal && !item.newTab ? (
            <NavLink to={item.href} prefetch="intent" end={item.href === "/"}>
              {item.label}
            </NavLink>
          ) : (
            <a
              href={item.href}
              {...(item.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              {item.label}
              {item.newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
