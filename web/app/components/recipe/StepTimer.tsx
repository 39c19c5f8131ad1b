import { lazy, Suspense, useEffect, useRef } from "react";
import { formatDuration } from "../../lib/recipe/duration";
import { TimerIcon } from "./icons";
import type { StepTimer as StepTimerModel } from "./use-step-timer";

// Fetched on the first Start (the Start button stays while it loads): most visits never
// start a timer, so the countdown's code is not in the recipe page's own chunk.
const StepTimerCountdown = lazy(() =>
  import("./running-timer").then((module) => ({ default: module.StepTimerCountdown })),
);

type Props = {
  timer: StepTimerModel;
  instructionId: string;
  minutes: number;
  /** "step 3", for the announcements. */
  stepLabel: string;
};

/**
 * A step's timer: a Start button, or, while this step owns the timer, the countdown and its
 * controls. The countdown is a role="timer" (not read out every second); state changes are
 * announced by the instruction list's live regions.
 */
export function StepTimer({ timer, instructionId, minutes, stepLabel }: Props) {
  const { state } = timer;
  // lib/recipe/timer.ts's isTimerFor, written out: that module comes with the first Start.
  const active = state.instructionId === instructionId;
  const startRef = useRef<HTMLButtonElement>(null);
  const wasActive = useRef(active);
  // Close swaps the countdown out: the button that had focus is gone, so hand focus to this
  // step's Start button rather than drop it on the page (the countdown does the same for
  // Start). Only in the step whose timer closed, never on the first render.
  const closed = state.instructionId === null;
  useEffect(() => {
    if (wasActive.current === active) return;
    wasActive.current = active;
    if (!active && closed && document.activeElement === document.body) startRef.current?.focus();
  }, [active, closed]);

  const start = (
    <div className="step-timer">
      <button
        ref={startRef}
        type="button"
        className="step-timer__start"
        onClick={() => timer.start(instructionId, minutes, stepLabel)}
      >
        <TimerIcon />
        Start timer
        <span className="step-timer__duration">{formatDuration(minutes)}</span>
      </button>
    </div>
  );
  if (!active) return start;
  return (
    <Suspense fallback={start}>
      <StepTimerCountdown timer={timer} stepLabel={stepLabel} />
    </Suspense>
  );
}
