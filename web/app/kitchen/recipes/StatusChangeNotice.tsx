import type { ManageRecipe } from "@schema/api/manage-recipes";
import { useEffect, useRef } from "react";
import { recipeName } from "./recipe-name";

export type StatusChange = {
  status: ManageRecipe["status"];
  /** The publish also e-mailed the recipe to subscribers. */
  emailed: boolean;
};

/**
 * What publishing or unpublishing did, said under the editor's bar once its dialog closes.
 * The dialog's opener (Publish or Unpublish) is gone by then, so the focus comes here: a
 * screen reader hears the outcome, and the next Tab reaches the link to the live page.
 */
export function StatusChangeNotice({
  change,
  title,
  recipeUrl,
}: {
  change: StatusChange;
  title: string;
  recipeUrl: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [change]);
  const name = recipeName(title);

  return (
    <div ref={ref} role="status" tabIndex={-1} className="notice notice--success">
      {change.status === "published" ? (
        <p>
          “{name}” is on your site.
          {change.emailed ? " The e-mail to your subscribers is on its way." : ""}{" "}
          <a href={recipeUrl} target="_blank" rel="noreferrer">
            View it<span className="visually-hidden"> on your site (opens in a new tab)</span>
          </a>
        </p>
      ) : (
        <p>“{name}” is a draft again: visitors no longer see it.</p>
      )}
    </div>
  );
}
