import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { type MetaFunction, useActionData, useLoaderData } from "@remix-run/react";
import { AccountPage } from "../components/AccountPage";
import { ExportList, exportsPending } from "../components/exports/ExportList";
import { ExportRequestForm } from "../components/exports/ExportRequestForm";
import exportStyles from "../components/exports/exports.css?url";
import { useExportPolling } from "../components/exports/use-export-polling";
import { requireAccountAction, requireAccountViewer } from "../lib/account-page.server";
import { loadExports, requestExport } from "../lib/exports.server";
import { pageTitle } from "../lib/root-data";
import accountStyles from "../styles/account.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: exportStyles },
];

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Your data");

export async function loader(args: LoaderFunctionArgs) {
  const { user, token } = await requireAccountViewer(args, "your-data");
  return {
    email: user.email,
    displayName: user.displayName,
    exports: await loadExports(args, null, token),
  };
}

export async function action(args: ActionFunctionArgs) {
  const { token } = await requireAccountAction(args, "your-data");
  return requestExport(args, null, token);
}

/** /your-data: a reader downloads what the platform keeps about them, as a ZIP archive. */
export default function YourDataPage() {
  const { email, displayName, exports } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const pending = exportsPending(exports);
  useExportPolling(pending);
  return (
    <AccountPage
      title="Your data"
      email={email}
      displayName={displayName}
      intro={
        <p className="subdued">
          Download what we keep about you: your account, your shopping list, and your bookmarks,
          comments, ratings, gifts and subscriptions on every site, as one ZIP archive. We e-mail
          you the link when it is ready; it works for 7 days.
        </p>
      }
    >
      <ExportRequestForm
        label="Download my data"
        pending={pending}
        error={result && !result.ok ? result.error : undefined}
      />
      <section aria-labelledby="exports-heading">
        <h2 id="exports-heading">Your exports</h2>
        <ExportList exports={exports} />
      </section>
    </AccountPage>
  );
}
