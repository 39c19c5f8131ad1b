import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, type MetaFunction, useLoaderData } from "@remix-run/react";
import { PLAN_TITLES } from "../lib/interactions/plans";
import { checkoutSuccessLoader } from "../lib/interactions/subscribe.server";
import { pageTitle } from "../lib/root-data";

export const meta: MetaFunction = ({ matches, data }) =>
  pageTitle(matches, data ? "Subscription successful" : "Page not found");

export const loader = (args: LoaderFunctionArgs) => checkoutSuccessLoader(args);

export const headers: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
};

/**
 * /subscribe/success/{CHECKOUT_SESSION_ID}, where paid checkout returns (visitor spec §2):
 * the subscription and the e-mail the checkout was made with. An unknown session is a 404.
 */
export default function CheckoutSuccess() {
  const { email, subscription } = useLoaderData<typeof loader>();
  return (
    <div className="container page page--narrow">
      <div className="stack subscribe-success">
        <h1>Subscription successful</h1>
        <dl className="subscribe-success__facts">
          <dt>Plan</dt>
          <dd>{PLAN_TITLES[subscription.plan]}</dd>
          <dt>Status</dt>
          <dd>{subscription.status === "trialing" ? "Trial" : capitalise(subscription.status)}</dd>
          <dt>Email</dt>
          <dd>{email}</dd>
        </dl>
        <Link className="button button--primary" to="/recipes">
          Browse recipes
        </Link>
      </div>
    </div>
  );
}

const capitalise = (value: string) =>
  value.charAt(0).toUpperCase() + value.slice(1).replace("_", " ");
