import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, type MetaFunction, useLoaderData, useParams } from "@remix-run/react";
import { AuthEmailForm } from "../components/AuthEmailForm";
import { GeneralErrorBoundary } from "../components/GeneralErrorBoundary";
import { WrongAccountNotice } from "../components/WrongAccountNotice";
import { giftLinkLoader } from "../lib/gifts/gift-link.server";
import { imageUrl } from "../lib/recipe-page/image-url";
import { pageTitle, useRootData } from "../lib/root-data";

export const meta: MetaFunction = ({ matches }) => [
  ...pageTitle(matches, "A recipe for you"),
  // The address carries the gift's token and the page names its recipient.
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
];

export const loader = (args: LoaderFunctionArgs) => giftLinkLoader(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  headers.set("X-Robots-Tag", "noindex");
  return headers;
};

/**
 * The gift e-mail's link (worker/services/gifts/CONTEXT.md): who gave which recipe, never
 * its text; then the site's own sign-up (or sign-in) with the gift's address, which comes
 * back here signed in, where the loader takes the gift and opens the recipe.
 */
export default function GiftLink() {
  const { gift, signedInAs, siteTitle } = useLoaderData<typeof loader>();
  const site = useRootData()?.site ?? null;
  const next = `/gift/${encodeURIComponent(useParams().token ?? "")}`;
  const subscribeLabel = site?.newslettersEnabled ? `Subscribe to ${siteTitle} newsletter` : null;
  const cover = gift.recipe.image;

  return (
    <div className="container page page--narrow">
      <div className="auth-card stack gift-link">
        <h1>
          {gift.status === "expired"
            ? "This gift has expired"
            : `${gift.giverName} gave you a recipe`}
        </h1>
        {gift.message && gift.status !== "expired" ? (
          <blockquote className="gift-link__message">{gift.message}</blockquote>
        ) : null}
        {cover ? (
          <img
            className="gift-link__image"
            src={imageUrl(cover, { width: 600, height: 400 })}
            width={600}
            height={400}
            alt=""
          />
        ) : null}
        <h2 className="gift-link__title">{gift.recipe.title}</h2>
        {gift.status === "expired" ? (
          <p>
            Gift links work for 30 days and this one wasn't opened in time. Ask {gift.giverName} to
            send it again.
          </p>
        ) : signedInAs ? (
          <WrongAccountNotice
            linkFor="This gift"
            intendedFor={gift.recipientEmail}
            signedInAs={signedInAs}
          />
        ) : (
          <>
            <p>
              It's for {gift.recipientEmail}. Create a free {siteTitle} account with that address to
              read it, or sign in if you have one. We'll e-mail you a link; no password needed.
            </p>
            <AuthEmailForm
              mode="sign-up"
              action="/sign-up"
              next={next}
              defaultEmail={gift.recipientEmail}
              subscribeLabel={subscribeLabel}
              subscribeChecked={false}
            />
            <Form method="post" action="/sign-in" className="gift-link__sign-in">
              <input type="hidden" name="intent" value="request" />
              <input type="hidden" name="next" value={next} />
              <input type="hidden" name="email" value={gift.recipientEmail} />
              <p>
                Already have an account?{" "}
                <button type="submit" className="link-button">
                  Sign in as {gift.recipientEmail}
                </button>
              </p>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
