import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { type MetaFunction, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { ContinueLink } from "../components/subscribe/ContinueLink";
import { PLAN_TITLES } from "../lib/interactions/plans";
import { checkoutSuccessLoader } from "../lib/interactions/subscribe.server";
import { pageTitle, useRootData } from "../lib/root-data";

/** How often the page asks again while Stripe's confirmation is on its way. */
const RECHECK_MS = 1500;

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
 * /subscribe/success/{CHECKOUT_SESSION_ID}, where paid checkout returns
 * (docs/spec/visitor-experience.md §2): the subscription and the e-mail the checkout was made with.
 * An unknown session is a 404. Access follows Stripe's webhook, which may land a moment after the
 * reader: until then the page says it is confirming the payment and asks again.
 */
export default function CheckoutSuccess() {
  const { email, subscription, confirmed, accountCreated, next } = useLoaderData<typeof loader>();
  const root = useRootData();
  const revalidator = useRevalidator();
  const created = accountCreated && !root?.user;

  useEffect(() => {
    if (confirmed || revalidator.state !== "idle") return;
    const timer = setTimeout(() => revalidator.revalidate(), RECHECK_MS);
    return () => clearTimeout(timer);
  }, [confirmed, revalidator]);

  if (!confirmed) {
    return (
      <div className="container page page--narrow">
        <div className="stack subscribe-success" role="status">
          <h1>Confirming your payment...</h1>
          <p>
            Stripe has taken your payment for {email}. Your subscription opens as soon as Stripe
            confirms it, usually within a few seconds.
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className="container page page--narrow">
      <div className="stack subscribe-success">
        <h1>
          {created ? "Account creation and subscription successful" : "Subscription successful"}
        </h1>
        {created ? <p>Check your {email} inbox for a link to log in to your account</p> : null}
        <dl className="subscribe-success__facts">
          <dt>Plan</dt>
          <dd>{PLAN_TITLES[subscription.plan]}</dd>
          <dt>Status</dt>
          <dd>{subscription.status === "trialing" ? "Trial" : capitalise(subscription.status)}</dd>
          <dt>Email</dt>
          <dd>{email}</dd>
        </dl>
        <ContinueLink next={next} />
      </div>
    </div>
  );
}

const capitalise = (value: string) =>
  value.charAt(0).toUpperCase() + value.slice(1).replace("_", " ");
