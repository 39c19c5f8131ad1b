import type { ReactNode } from "react";
import { AccountNav } from "./account/AccountNav";

type Props = {
  title: string;
  email: string;
  displayName: string | null;
  /** A sentence under the title about what the page is for. */
  intro?: ReactNode;
  children?: ReactNode;
};

/**
 * The frame of an account-area page: the page's one h1, who is signed in, and the
 * navigation between Bookmarks, Profile, Subscriptions, Create and Your data.
 */
export function AccountPage({ title, email, displayName, intro, children }: Props) {
  return (
    <div className="container page account-page">
      <div className="account-page__head">
        <h1>{title}</h1>
        <p className="subdued">
          Signed in as <strong>{displayName ? `${displayName} (${email})` : email}</strong>
        </p>
      </div>
      <AccountNav />
      {intro ? <div className="account-page__intro">{intro}</div> : null}
      <div className="account-page__body">{children}</div>
    </div>
  );
}
