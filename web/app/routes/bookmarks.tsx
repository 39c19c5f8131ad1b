import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { type MetaFunction, useLoaderData } from "@remix-run/react";
import { AccountPage } from "../components/AccountPage";
import { accountPageLoader } from "../lib/account-page.server";
import { pageTitle } from "../lib/root-data";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Bookmarks");

export const loader = (args: LoaderFunctionArgs) => accountPageLoader(args, "bookmarks");

/** Account area: the page's content comes with the account-area issue. */
export default function BookmarksPage() {
  const user = useLoaderData<typeof loader>();
  return <AccountPage title="Bookmarks" email={user.email} displayName={user.displayName} />;
}
