import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { type MetaFunction, useLoaderData } from "@remix-run/react";
import { ContinueLink } from "../components/subscribe/ContinueLink";
import { subscribeSuccessLoader } from "../lib/interactions/subscribe.server";
import { pageTitle, useRootData } from "../lib/root-data";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Subscription successful");

export const loader = (args: LoaderFunctionArgs) => subscribeSuccessLoader(args);

export const headers: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
};

/**
 * /subscribe/success (docs/spec/visitor-experience.md §2, §8). Named with a trailing underscore so
 * it is not nested in /subscribe (whose loader sends paid subscribers away). A signed-out visitor
 * just got an account too: the page names the inbox the sign-in link went to.
 */
export default function SubscribeSuccess() {
  const { email, next } = useLoaderData<typeof loader>();
  const root = useRootData();
  const created = email !== "" && !root?.user;
  return (
    <div className="container page page--narrow">
      <div className="stack subscribe-success">
        <h1>
          {created ? "Account creation and subscription successful" : "Subscription successful"}
        </h1>
        {created ? <p>Check your {email} inbox for a link to log in to your account</p> : null}
        {/* Double opt-in: that link is also what confirms the subscription (one e-mail, one
            step, so the page does not ask for a second one). */}
        {created ? <p>The same link confirms your subscription.</p> : null}
        <ContinueLink next={next} />
      </div>
    </div>
  );
}
