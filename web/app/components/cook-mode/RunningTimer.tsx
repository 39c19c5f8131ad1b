import { formatTimer } from "../../lib/recipe/timer-display";
import { TimerIcon } from "../recipe/icons";
import type { StepTimer } from "../recipe/use-step-timer";

type Props = { timer: StepTimer; stepNumber: number; onGo: () => void };

/**
 * The timer of another step, while the reader has moved on from it (the pasta boils while the
 * sauce is made): its time in cook mode's bar, and a way back to its step, where its controls
 * are. Cook mode's counterpart of the page's timer dock.
 */
export function RunningTimer({ timer, stepNumber, onGo }: Props) {
  const { status, remainingSeconds } = timer.state;
  const finished = status === "finished";
  return (
    <button
      type="button"
      className={`cook-mode__running${finished ? " is-finished" : ""}`}
      onClick={onGo}
    >
      <TimerIcon />
      <span className="cook-mode__running-time">{formatTimer(remainingSeconds)}</span>
      <span>
        {finished ? "Time's up! " : status === "paused" ? "Paused, " : ""}
        <span className="visually-hidden">Go to </span>step {stepNumber}
      </span>
    </button>
  );
}
