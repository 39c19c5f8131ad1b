import { Form, useLocation } from "@remix-run/react";

type Props = {
  /** What the link carries, as its sentence starts: "This gift", "This invitation". */
  linkFor: string;
  /** The address the link is for. */
  intendedFor: string;
  /** The address of the account signed in here, which is not that one. */
  signedInAs: string;
};

/**
 * A personal e-mailed link (a gift, a team invitation) opened while signed in as someone
 * else: which address it is for, who is signed in, and the way out. Only that account may
 * take it, so the page offers Sign out rather than a button that would be refused, and
 * comes back here signed out, where the link offers sign-in as the address it is for.
 */
export function WrongAccountNotice({ linkFor, intendedFor, signedInAs }: Props) {
  const { pathname } = useLocation();
  return (
    <>
      <p>
        {linkFor} is for {intendedFor}, and you're signed in as {signedInAs}. Sign out here, then
        sign in with {intendedFor}.
      </p>
      <Form method="post" action="/sign-out">
        <input type="hidden" name="next" value={pathname} />
        <button type="submit" className="button button--secondary">
          Sign out
        </button>
      </Form>
    </>
  );
}
