import { Form } from "@remix-run/react";

type Props = {
  siteSlug: string;
  recipe: { id: string; title: string };
  /** This one's Remove is on its way. */
  removing: boolean;
  className?: string;
};

/**
 * Remove, posting to the Bookmarks page's action (routes/bookmarks.tsx): on a saved recipe's
 * card, and beside a closed site's recipe titles, which the reader can still let go.
 */
export function RemoveBookmarkForm({ siteSlug, recipe, removing, className }: Props) {
  return (
    <Form method="post" action="/bookmarks" preventScrollReset className={className}>
      <input type="hidden" name="siteSlug" value={siteSlug} />
      <input type="hidden" name="recipeId" value={recipe.id} />
      <input type="hidden" name="title" value={recipe.title} />
      <button type="submit" className="button button--secondary" disabled={removing}>
        {removing ? "Removing…" : "Remove"}
        <span className="visually-hidden"> “{recipe.title}” from bookmarks</span>
      </button>
    </Form>
  );
}
