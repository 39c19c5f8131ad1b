import { Link } from "@remix-run/react";
import { type ReactNode, useId } from "react";

type Props = {
  title: string;
  /** A "see all" link beside the heading. */
  more?: { to: string; label: string };
  className?: string;
  children: ReactNode;
};

/** One titled block of a home page (featured, latest, collections, products…). */
export function HomeSection({ title, more, className, children }: Props) {
  const headingId = useId();
  return (
    <section
      className={`home-section${className ? ` ${className}` : ""}`}
      aria-labelledby={headingId}
    >
      <div className="home-section__header">
        <h2 id={headingId}>{title}</h2>
        {more ? (
          <Link className="home-section__more" to={more.to} prefetch="intent">
            {more.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
