import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  redirect,
} from "@remix-run/cloudflare";
import { type MetaFunction, useActionData, useLoaderData } from "@remix-run/react";
import { type AccountSubscription, cancellationBody } from "@schema/api/subscriptions";
import { useCallback, useEffect, useRef, useState } from "react";
import { AccountPage } from "../components/AccountPage";
import { CancelDialog } from "../components/account/CancelDialog";
import { NewsletterPreferences } from "../components/account/NewsletterPreferences";
import { RestoredNotice } from "../components/account/RestoredNotice";
import { ActionFeedback } from "../components/account/StatusMessage";
import { SubscriptionItem } from "../components/account/SubscriptionItem";
import { formText } from "../lib/account/form-data";
import { canCancelHere } from "../lib/account/format";
import { readRestored } from "../lib/account/restore-notice";
import { siteHop } from "../lib/account-hop.server";
import {
  accountSignInRedirect,
  isSignedOutAnswer,
  requireAccountAction,
  requireAccountViewer,
} from "../lib/account-page.server";
import { callApi, unexpectedApiResult } from "../lib/api.server";
import { GENERIC_ERROR } from "../lib/auth-forms.server";
import { useDayOf } from "../lib/days";
import { readForm } from "../lib/read-form.server";
import { pageTitle } from "../lib/root-data";
import accountStyles from "../styles/account.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Subscriptions");

export async function loader(args: LoaderFunctionArgs) {
  const { user, token } = await requireAccountViewer(args, "subscriptions");
  const updateCard = await updateCardRedirect(args, token);
  if (updateCard) return updateCard;
  const result = await callApi(args, (api) => api.manage.subscriptions.$get(), { token });
  if (isSignedOutAnswer(result)) throw accountSignInRedirect("subscriptions");
  if (!result.ok) throw unexpectedApiResult(result, "account subscriptions");
  const { subscriptions } = result.body;
  // ?cancel={id}: the confirmation asked for without script (only for one it may cancel).
  const asked = new URL(args.request.url).searchParams.get("cancel");
  const confirming = subscriptions.find((row) => row.id === asked && canCancelHere(row)) ?? null;
  // After a sign-in that restored the account: what came back (lib/account/restore-notice.ts).
  const restored = readRestored(new URL(args.request.url));
  return { email: user.email, displayName: user.displayName, subscriptions, confirming, restored };
}

/**
 * ?update-card={id}: the failed-payment e-mail's link. It opens the Billing Portal on the card
 * form for that subscription; anything else (not theirs, no billing) shows the plain list.
 */
async function updateCardRedirect(args: LoaderFunctionArgs, token: string) {
  const asked = new URL(args.request.url).searchParams.get("update-card");
  const parsed = cancellationBody.safeParse({ subscriptionId: asked });
  if (!asked || !parsed.success) return null;
  const result = await callApi(
    args,
    (api) =>
      api.manage["billing-portal-sessions"].$post({
        json: { ...parsed.data, flow: "payment_method_update" },
      }),
    { token },
  );
  if (isSignedOutAnswer(result)) throw accountSignInRedirect("subscriptions");
  return result.ok ? redirect(result.body.url) : null;
}

/** `until`: the last day of access of a cancelled paid plan, shown in the reader's own zone. */
type CancelResult = { ok: boolean; message: string; until?: string };

/**
 * Three forms post here: 'Manage billing' (intent=billing: a Billing Portal session, then a
 * redirect to it), 'Upgrade' (intent=upgrade: to the site's plans) and the cancellation
 * (POST manage/cancellations; a paid plan ends with its period). The loader then reads the
 * updated list.
 */
export async function action(args: ActionFunctionArgs) {
  const { token } = await requireAccountAction(args, "subscriptions");
  const form = await readForm(args.request);
  const parsed = cancellationBody.safeParse({ subscriptionId: formText(form, "subscriptionId") });
  if (!parsed.success) {
    return data<CancelResult>({ ok: false, message: "That subscription was not found." }, 400);
  }
  const intent = formText(form, "intent");
  if (intent === "billing") return openBilling(args, token, parsed.data);
  if (intent === "upgrade") return openUpgrade(args, token, parsed.data);
  const result = await callApi(
    args,
    (api) => api.manage.cancellations.$post({ json: parsed.data }),
    { token },
  );
  if (isSignedOutAnswer(result)) throw accountSignInRedirect("subscriptions");
  if (result.ok) {
    const row = result.body.subscriptions.find((entry) => entry.id === parsed.data.subscriptionId);
    const site = row ? row.site.title : "the site";
    return data<CancelResult>({
      ok: true,
      message: `Your subscription to ${site} is cancelled.`,
      ...(row?.cancelAt ? { until: row.cancelAt } : {}),
    });
  }
  if (result.status === 404) {
    return data<CancelResult>({ ok: false, message: "That subscription was not found." }, 404);
  }
  // 400: a paid plan, which ends through billing; the API says so in its message.
  if (result.status === 400 && result.body) {
    return data<CancelResult>({ ok: false, message: result.body.message }, 400);
  }
  console.error(`Cancelling a subscription failed: ${result.status}`);
  return data<CancelResult>(
    { ok: false, message: GENERIC_ERROR },
    result.status >= 400 ? result.status : 502,
  );
}

async function openBilling(
  args: ActionFunctionArgs,
  token: string,
  body: { subscriptionId: string },
) {
  const result = await callApi(
    args,
    (api) => api.manage["billing-portal-sessions"].$post({ json: body }),
    { token },
  );
  if (isSignedOutAnswer(result)) throw accountSignInRedirect("subscriptions");
  if (result.ok) return redirect(result.body.url);
  if (result.status === 404) {
    return data<CancelResult>({ ok: false, message: "That subscription was not found." }, 404);
  }
  if (result.status === 400 && result.body) {
    return data<CancelResult>({ ok: false, message: result.body.message }, 400);
  }
  console.error(`Opening billing failed: ${result.status}`);
  return data<CancelResult>({ ok: false, message: GENERIC_ERROR }, 502);
}

/**
 * Upgrade (a free plan on a site that sells paid ones): to the site's /subscribe, signed in
 * there too, where the page offers the paid plans. The site and its address come from the
 * API's list, never from the form.
 */
async function openUpgrade(
  args: ActionFunctionArgs,
  token: string,
  body: { subscriptionId: string },
) {
  const listed = await callApi(args, (api) => api.manage.subscriptions.$get(), { token });
  if (isSignedOutAnswer(listed)) throw accountSignInRedirect("subscriptions");
  if (!listed.ok) throw unexpectedApiResult(listed, "account subscriptions");
  const row = listed.body.subscriptions.find((entry) => entry.id === body.subscriptionId);
  if (!row?.upgradable) {
    return data<CancelResult>({ ok: false, message: "That subscription was not found." }, 404);
  }
  return siteHop(args, token, row.site, "/subscribe", accountSignInRedirect("subscriptions"));
}

export default function SubscriptionsPage() {
  const { email, displayName, subscriptions, confirming, restored } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const dayOf = useDayOf();
  const feedback = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState<AccountSubscription | null>(confirming);
  const [open, setOpen] = useState(confirming !== null);
  // Set while the dialog closes because the cancellation was answered.
  const answered = useRef(false);
  const close = useCallback(() => {
    setOpen(false);
    // The Cancel button the dialog would return focus to has left the updated row: the
    // news gets focus instead.
    if (answered.current) feedback.current?.focus();
    answered.current = false;
  }, []);

  useEffect(() => {
    if (!result) return;
    if (open) {
      answered.current = true;
      setOpen(false);
    } else {
      feedback.current?.focus();
    }
    // Only a new answer counts, not the dialog opening or closing.
  }, [result]);

  return (
    <AccountPage
      title="Subscriptions"
      email={email}
      displayName={displayName}
      intro={<p className="subdued">The sites whose recipes you get by e-mail.</p>}
    >
      {restored ? <RestoredNotice restored={restored} /> : null}
      <ActionFeedback
        ref={feedback}
        result={
          result?.until
            ? {
                ...result,
                message: `${result.message} You keep access until ${dayOf(result.until)}.`,
              }
            : result
        }
      />
      {subscriptions.length === 0 ? (
        <div className="account-empty panel">
          <h2>No subscriptions yet</h2>
          <p>
            When you subscribe to a site, from its Subscribe page or the box under its recipes, it
            shows up here with your plan, and you can manage or cancel it.
          </p>
        </div>
      ) : (
        <ul className="subscription-list">
          {subscriptions.map((subscription) => (
            <li key={subscription.id}>
              <SubscriptionItem
                subscription={subscription}
                onCancel={(row) => {
                  setChosen(row);
                  setOpen(true);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <NewsletterPreferences />
      <CancelDialog
        subscription={chosen}
        open={open}
        onClose={close}
        serverOpen={confirming !== null}
      />
    </AccountPage>
  );
}
