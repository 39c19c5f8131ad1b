import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { type MetaFunction, useLoaderData } from "@remix-run/react";
import { AccountPage } from "../components/AccountPage";
import { accountPageLoader } from "../lib/account-page.server";
import { pageTitle } from "../lib/root-data";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Subscriptions");

export const loader = (args: LoaderFunctionArgs) => accountPageLoader(args, "subscriptions");

/** Account area: the page's content comes with the account-area issue. */
export default function SubscriptionsPage() {
  const user = useLoaderData<typeof loader>();
  return <AccountPage title="Subscriptions" email={user.email} displayName={user.displayName} />;
}
