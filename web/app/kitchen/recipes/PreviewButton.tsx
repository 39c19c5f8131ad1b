import type { ReactNode } from "react";
import { kitchenActionPath } from "../shared/use-kitchen-site";

type Props = {
  siteSlug: string;
  /** The page on the site to open: "/recipes/apple-pie?preview=true". */
  path: string;
  children: ReactNode;
  className?: string;
};

/**
 * Opens a page of the public site in a new tab as the signed-in author sees it (drafts,
 * subscriber-only text). A plain form, posted to the kitchen layout's action, which signs
 * the author in on the site's own host first (its session cookie is separate).
 */
export function PreviewButton({ siteSlug, path, children, className }: Props) {
  return (
    <form
      method="post"
      action={kitchenActionPath(siteSlug)}
      target="_blank"
      className="kitchen-preview-form"
      rel="noopener"
    >
      <input type="hidden" name="intent" value="preview" />
      <input type="hidden" name="path" value={path} />
      <button type="submit" className={className ?? "button button--secondary button--small"}>
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </button>
    </form>
  );
}

export const recipePreviewPath = (slug: string) =>
  `/recipes/${encodeURIComponent(slug)}?preview=true`;
