import type { BookmarkResponse } from "@schema/api/account";
import type { CurrentUser } from "@schema/api/identity";
import { lazy, Suspense, useState } from "react";
import { postJson } from "../../lib/interactions/api-client";
import { BOOKMARK_TEXT, isSaved, toggledBookmarks } from "../../lib/interactions/bookmarks";
import { setSavedRecipes, useSavedRecipes } from "../../lib/interactions/saved-recipes";
import { useRootData } from "../../lib/root-data";
import { iconHref } from "../LineIcon";
import { toast } from "../toast/toast-store";

// Only a signed-out visitor who presses Save sees it: fetched on that press, not with the page.
const SignInPrompt = lazy(() =>
  import("./SignInPrompt").then((module) => ({ default: module.SignInPrompt })),
);

type Props = { recipeId: string; user: CurrentUser | null; returnTo: string };

/**
 * Save / Saved (docs/spec/visitor-experience.md §4 "Bookmark"): flips at once, ignores presses while
 * the call runs, then takes the API's list. Saving shows 'Recipe saved' with a way to the bookmarks
 * page in the account area. Signed out, it offers to create an account or sign in. An anonymous
 * (cached) page renders it unsaved for everyone, which is true for all of them.
 */
export function BookmarkButton({ recipeId, user, returnTo }: Props) {
  const root = useRootData();
  const rootList = root?.siteUserData?.bookmarks ?? null;
  const bookmarks = useSavedRecipes(rootList);
  const [busy, setBusy] = useState(false);
  const [prompt, setPrompt] = useState(false);
  // Once opened it stays mounted, so closing runs the dialog's own close (and focus return).
  const [prompted, setPrompted] = useState(false);
  const saved = user !== null && isSaved(bookmarks, recipeId);

  function openPrompt() {
    setPrompted(true);
    setPrompt(true);
  }

  async function toggle() {
    if (busy) return;
    if (!user) {
      openPrompt();
      return;
    }
    const before = [...bookmarks];
    const save = !saved;
    setSavedRecipes(rootList, toggledBookmarks(before, recipeId, save));
    setBusy(true);
    const result = await postJson<BookmarkResponse>("/api/bookmarks", { recipeId, saved: save });
    setBusy(false);
    if (!result.ok) {
      setSavedRecipes(rootList, before);
      // The session ended in another tab: the visitor is signed out after all.
      if (result.status === 401) openPrompt();
      else toast(BOOKMARK_TEXT.failed);
      return;
    }
    setSavedRecipes(rootList, result.body.siteUserData.bookmarks);
    if (save) toast(BOOKMARK_TEXT.toast, { action: <ViewBookmarks /> });
  }

  return (
    <>
      <button
        type="button"
        className="button button--secondary bookmark-button"
        aria-pressed={saved}
        // Not disabled: that would drop the pressed button's focus to the page's start.
        aria-disabled={busy || undefined}
        onClick={toggle}
      >
        <BookmarkIcon filled={saved} />
        {saved ? BOOKMARK_TEXT.saved : BOOKMARK_TEXT.save}
      </button>
      {prompted ? (
        <Suspense fallback={null}>
          <SignInPrompt
            open={prompt}
            onClose={() => setPrompt(false)}
            title={BOOKMARK_TEXT.promptTitle}
            body={BOOKMARK_TEXT.promptBody}
            returnTo={returnTo}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The account area lives on the platform host: /account-link mints a single-use sign-in
 * token and opens the bookmarks page there in a new tab (as the account menu does).
 */
function ViewBookmarks() {
  return (
    <form method="post" action="/account-link" target="_blank" rel="noopener">
      <input type="hidden" name="section" value="bookmarks" />
      <button type="submit" className="toast__action-button">
        {BOOKMARK_TEXT.viewBookmarks}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </button>
    </form>
  );
}

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={iconHref("bookmark")} />
    </svg>
  );
}
