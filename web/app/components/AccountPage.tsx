import type { ReactNode } from "react";

type Props = { title: string; email: string; displayName: string | null; children?: ReactNode };

/** The frame of an account-area page: its title and who is signed in. */
export function AccountPage({ title, email, displayName, children }: Props) {
  return (
    <div className="container page">
      <h1>{title}</h1>
      <p className="subdued">
        Signed in as <strong>{displayName ? `${displayName} (${email})` : email}</strong>
      </p>
      {children}
    </div>
  );
}
