import { useEffect, useRef } from "react";
import { formatDuration, formatTimer } from "../../lib/recipe/duration";
import { isTimerFor } from "../../lib/recipe/timer";
import { CloseIcon, PauseIcon, PlayIcon, ResetIcon, RestartIcon, TimerIcon } from "./icons";
import type { StepTimer as StepTimerModel } from "./use-step-timer";

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
  const active = isTimerFor(state, instructionId);
  const primary = useRef<HTMLButtonElement>(null);
  const wasActive = useRef(active);
  // Start swaps in the countdown and Close swaps it out: the button that had focus is gone,
  // so hand focus to this step's new primary button rather than drop it on the page. Only
  // in the step whose timer changed hands, never on the first render.
  const closed = state.instructionId === null;
  useEffect(() => {
    if (wasActive.current === active) return;
    wasActive.current = active;
    const gotOrClosed = active || closed;
    if (gotOrClosed && document.activeElement === document.body) primary.current?.focus();
  }, [active, closed]);

  if (!active) {
    return (
      <div className="step-timer">
        <button
          ref={primary}
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
  }

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
