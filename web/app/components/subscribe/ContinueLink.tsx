import { Link } from "@remix-run/react";

/**
 * The way on after subscribing: back to the page the reader came from (the locked recipe they
 * were opening, carried as ?next= from the paywall through Checkout), else the recipes.
 */
export function ContinueLink({ next }: { next: string }) {
  const back = next !== "/" && next !== "/recipes";
  return (
    <Link className="button button--primary" to={back ? next : "/recipes"}>
      {back ? (next.startsWith("/recipes/") ? "Back to the recipe" : "Continue") : "Browse recipes"}
    </Link>
  );
}
