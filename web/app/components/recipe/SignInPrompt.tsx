import { Link } from "@remix-run/react";
import { useRef } from "react";
import { signInHref } from "../../lib/next-path";
import { useFocusWrap } from "../../lib/use-focus-wrap";
import { Sheet } from "../site/Sheet";

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  body: string;
  /** The page to come back to after signing in or up. */
  returnTo: string;
};

/**
 * What a signed-out visitor gets for an action that needs an account (saving a recipe,
 * upvoting a comment; docs/spec/visitor-experience.md §4 "Bookmark", §6): a small dialog offering
 * to create an account or sign in, either of which comes back to this page.
 */
export function SignInPrompt({ open, onClose, title, body, returnTo }: Props) {
  const content = useRef<HTMLDivElement>(null);
  useFocusWrap(content, open);
  return (
    <Sheet open={open} onClose={onClose} title={title} variant="dialog">
      <div className="stack sign-in-prompt" ref={content}>
        <p>{body}</p>
        <div className="button-row">
          <Link className="button button--primary" to={signInHref("/sign-up", returnTo)}>
            Create Account
          </Link>
          <Link className="button button--secondary" to={signInHref("/sign-in", returnTo)}>
            Sign In
          </Link>
        </div>
      </div>
    </Sheet>
  );
}
