import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  Form,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from "@remix-run/react";
import { AccountPage } from "../components/AccountPage";
import { ExportList, exportsPending } from "../components/exports/ExportList";
import { useExportPolling } from "../components/exports/use-export-polling";
import exportStyles from "../components/exports/exports.css?url";
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
    exports: await loadExports(args, "/account-exports", token),
  };
}

export async function action(args: ActionFunctionArgs) {
  const { token } = await requireAccountAction(args, "your-data");
  return requestExport(args, "/account-exports", token);
}

/** /your-data: a reader downloads what the platform keeps about them, as a ZIP archive. */
export default function YourDataPage() {
  const { email, displayName, exports } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = exportsPending(exports);
  useExportPolling(pending);
  const asking = navigation.state === "submitting";
  return (
    <AccountPage
      title="Your data"
      email={email}
      displayName={displayName}
      intro={
        <p className="subdued">
          Download what we keep about you: your account, bookmarks, comments and subscriptions on
          every site, as one ZIP archive. We e-mail you the link when it is ready; it works for 7
          days.
        </p>
      }
    >
      <Form method="post">
        <button type="submit" className="button button--primary" disabled={asking || pending}>
          {pending ? "Export in progress…" : asking ? "Asking…" : "Download my data"}
        </button>
      </Form>
      {result && !result.ok ? (
        <p className="field__error" role="alert">
          {result.error}
        </p>
      ) : null}
      <section aria-labelledby="exports-heading">
        <h2 id="exports-heading">Your exports</h2>
        <ExportList exports={exports} />
      </section>
    </AccountPage>
  );
}
