import { iconHref } from "../LineIcon";

/**
 * The mobile header's bookmark icon (docs/spec/visitor-experience.md §2 Header: "Mobile: bookmark
 * icon when signed in"). Like the account menu's Bookmarks item, it posts to /account-link, which
 * carries the sign-in over to the account area and opens the bookmarks in a new tab. The stylesheet
 * shows it below 768px only; the desktop reaches bookmarks through the menu.
 */
export function HeaderBookmarksLink() {
  return (
    // A plain form: Remix's <Form> ignores target, and the new tab must load the redirect itself.
    <form
      className="header-bookmarks"
      method="post"
      action="/account-link"
      target="_blank"
      rel="noopener"
    >
      <input type="hidden" name="section" value="bookmarks" />
      <button type="submit" className="menu-button header-bookmarks__button">
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <use href={iconHref("bookmarks")} />
        </svg>
        <span className="visually-hidden">Bookmarks (opens in a new tab)</span>
      </button>
    </form>
  );
}
