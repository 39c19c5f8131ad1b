import { Link } from "@remix-run/react";
import {
  type ComponentProps,
  type ComponentType,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { COMMENT_PLACEHOLDER_MESSAGES as COMMENT_MESSAGES } from "../../lib/interactions/comment-placeholder-messages";
import { signInHref } from "../../lib/next-path";
import { useWhenNear } from "../../lib/use-when-near";
import type { CommentsSection } from "../comments/CommentsSection";
import { ErrorBox } from "../ErrorBox";

type Props = ComponentProps<typeof CommentsSection>;

/** The comments' own data loads from 600px away; their code starts loading just before. */
const LOAD_MARGIN = "800px 0px";

const loadSection = () =>
  import("../comments/CommentsSection").then((module) => module.CommentsSection);

/**
 * The comments, with their code (a third of the recipe page's script) fetched only when a
 * reader gets near them, not with the page. Until then, on the server and in the browser
 * alike, this renders what the section itself first shows: the heading, the sign-in link
 * and 'Loading comments…'. A failed download says so and offers a retry.
 */
export function DeferredComments(props: Props) {
  const [Section, setSection] = useState<ComponentType<Props> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const placeholder = useRef<HTMLElement>(null);
  /** What had focus in the placeholder when the section arrived, to focus again in it. */
  const focusAgain = useRef<string | null>(null);
  const headingId = useId();

  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const load = useCallback(() => {
    loadSection().then(
      (loaded) => {
        if (!mounted.current) return;
        focusAgain.current = placeholder.current && focusedPart(placeholder.current);
        setSection(() => loaded);
      },
      () => mounted.current && setFailed(true),
    );
  }, []);
  // Watches again on each "Try again" (attempt): the fresh placeholder.
  useWhenNear(placeholder, load, LOAD_MARGIN, attempt);

  // The loaded section replaces the placeholder's elements: a keyboard reader who was on
  // the sign-in link (or anywhere in the placeholder) stays at the same place in it.
  useEffect(() => {
    const selector = focusAgain.current;
    if (!Section || !selector) return;
    focusAgain.current = null;
    document.querySelector<HTMLElement>(`#comments ${selector}`)?.focus();
  }, [Section]);

  if (Section) return <Section {...props} />;
  return (
    <section
      ref={placeholder}
      id="comments"
      className="comments"
      aria-labelledby={headingId}
      aria-busy={failed ? undefined : true}
    >
      <h2 id={headingId} tabIndex={-1} className="comments__title">
        Comments
      </h2>
      {props.user === null ? (
        <p className="comments__sign-in">
          <Link to={signInHref("/sign-in", props.returnTo)}>{COMMENT_MESSAGES.signIn}</Link>
        </p>
      ) : null}
      {failed ? (
        <div className="comments__status">
          <ErrorBox>{COMMENT_MESSAGES.loadError}</ErrorBox>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setFailed(false);
              setAttempt((count) => count + 1);
            }}
          >
            Try again
          </button>
        </div>
      ) : (
        <p className="comments__status subdued">Loading comments…</p>
      )}
    </section>
  );
}

/** Where focus is inside the placeholder, as a selector the loaded section also answers to. */
function focusedPart(placeholder: HTMLElement): string | null {
  const focused = document.activeElement;
  if (!focused || !placeholder.contains(focused)) return null;
  return focused.closest(".comments__sign-in") ? ".comments__sign-in a" : ".comments__title";
}
