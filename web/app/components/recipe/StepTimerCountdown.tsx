import { useEffect, useRef } from "react";
import { formatTimer } from "../../lib/recipe/timer-display";
import { TimerIcon } from "./icons";
import type { StepTimer as StepTimerModel } from "./step-timer-model";
import { CloseIcon, PauseIcon, PlayIcon, ResetIcon, RestartIcon } from "./timer-icons";

type Props = {
  timer: StepTimerModel;
  /** "step 3", for the announcements. */
  stepLabel: string;
};

/**
 * The countdown and its controls, while a step owns the timer. Its own module, fetched on
 * the first Start: most visits never start a timer. The countdown is a role="timer" (not read
 * out every second); state changes are announced by the instruction list's live regions.
 */
export function StepTimerCountdown({ timer, stepLabel }: Props) {
  const { state } = timer;
  const primary = useRef<HTMLButtonElement>(null);
  // Start swapped this in for the Start button, which had focus and is gone: hand focus to
  // the countdown's primary button rather than drop it on the page.
  useEffect(() => {
    if (document.activeElement === document.body) primary.current?.focus();
  }, []);

  const finished = state.status === "finished";
  const running = state.status === "running";
  return (
    <div
      className={`step-timer step-timer--active${finished ? " is-finished" : ""}${
        state.status === "paused" ? " is-paused" : ""
      }`}
    >
      <span className="step-timer__display">
        <TimerIcon />
        <span role="timer" aria-label={`Time left for ${stepLabel}`} className="step-timer__time">
          {formatTimer(state.remainingSeconds)}
        </span>
        {finished ? <span className="step-timer__done">Time's up!</span> : null}
      </span>
      <span className="step-timer__controls">
        {finished ? null : running ? (
          <button ref={primary} type="button" className="timer-button" onClick={timer.pause}>
            <PauseIcon />
            Pause
          </button>
        ) : (
          <button ref={primary} type="button" className="timer-button" onClick={timer.resume}>
            <PlayIcon />
            {state.status === "idle" ? "Start" : "Resume"}
          </button>
        )}
        <button type="button" className="timer-button" onClick={timer.restart}>
          <RestartIcon />
          Restart
        </button>
        {state.status === "idle" ? null : (
          <button type="button" className="timer-button" onClick={timer.reset}>
            <ResetIcon />
            Reset
          </button>
        )}
        <button type="button" className="timer-button" onClick={timer.close}>
          <CloseIcon />
          Close<span className="visually-hidden"> timer</span>
        </button>
      </span>
    </div>
  );
}
