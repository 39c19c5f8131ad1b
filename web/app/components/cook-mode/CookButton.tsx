import { type ComponentType, useCallback, useEffect, useRef, useState } from "react";
import { mayResumeCookMode } from "../../lib/cook-mode/cook-place-key";
import { LineIcon } from "../LineIcon";
import type { CookModeProps } from "./CookMode";

type Props = Omit<CookModeProps, "onClose" | "resume">;

/**
 * The Cook button, and cook mode once it is pressed. Cook mode's code (CookMode.tsx) and its
 * stylesheet are fetched on the press: this button is all the recipe page carries
 * for it. A reader who left cook mode open (a reload, a tab the phone dropped) is put back in
 * it on arrival. Only the recipe's full steps offer it: the page renders this beside them, so a
 * paywalled preview, which has none, has no Cook button.
 */
export function CookButton(props: Props) {
  const [Mode, setMode] = useState<ComponentType<CookModeProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [resume, setResume] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const start = useCallback((resuming: boolean) => {
    setFailed(false);
    setResume(resuming);
    import("./CookMode")
      .then((module) => module.loadCookMode())
      .then(
        (CookMode) => {
          setMode(() => CookMode);
          setOpen(true);
        },
        () => setFailed(true),
      );
  }, []);

  const { recipeId } = props;
  useEffect(() => {
    if (!mayResumeCookMode(recipeId)) return;
    let left = false;
    import("../../lib/cook-mode/cook-place").then(
      ({ readPlace }) => {
        if (!left && readPlace(recipeId)?.open) start(true);
      },
      () => undefined,
    );
    return () => {
      left = true;
    };
  }, [recipeId, start]);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button--secondary cook-button"
        aria-haspopup="dialog"
        onClick={() => start(false)}
      >
        <LineIcon name="cook" />
        Cook
      </button>
      {failed ? (
        <p className="load-failed" role="alert">
          Cook mode didn't load. Check the connection and press Cook again.
        </p>
      ) : null}
      {open && Mode ? <Mode {...props} resume={resume} onClose={close} /> : null}
    </>
  );
}
