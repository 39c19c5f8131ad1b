import { useEffect, useState } from "react";
import { formatTimer } from "../../lib/recipe/timer-display";
import { stepAnchor } from "../../lib/recipe-page/recipe-content";
import { TimerIcon } from "./icons";
import type { StepTimer } from "./step-timer-model";

/**
 * While a timer runs, the reader scrolls on to the next steps and its countdown scrolls out
 * of sight. This small bar at the bottom of the window keeps the time in view then, and links
 * back to the step (where the controls are). Hidden while the step itself is visible.
 */
export function TimerDock({ timer, stepNumber }: { timer: StepTimer; stepNumber: number | null }) {
  const { instructionId, status, remainingSeconds } = timer.state;
  const [stepVisible, setStepVisible] = useState(true);

  useEffect(() => {
    const step = instructionId ? document.getElementById(stepAnchor(instructionId)) : null;
    if (!step) return;
    const observer = new IntersectionObserver(([entry]) =>
      setStepVisible(Boolean(entry?.isIntersecting)),
    );
    observer.observe(step);
    return () => observer.disconnect();
  }, [instructionId]);

  if (!instructionId || stepVisible || stepNumber === null) return null;
  return (
    <div className={`timer-dock${status === "finished" ? " is-finished" : ""}`}>
      <TimerIcon />
      <span className="timer-dock__time">{formatTimer(remainingSeconds)}</span>
      <span className="timer-dock__status">
        {status === "finished" ? "Time's up!" : status === "running" ? "" : "Paused"}
      </span>
      <a
        className="timer-dock__link"
        href={`#${stepAnchor(instructionId)}`}
        onClick={(event) => {
          // The dock disappears once the step is in view: put focus on the step's timer
          // controls rather than lose it with the link.
          const step = document.getElementById(stepAnchor(instructionId));
          if (!step) return;
          event.preventDefault();
          step.scrollIntoView({ block: "center" });
          step.querySelector<HTMLElement>(".step-timer button")?.focus({ preventScroll: true });
        }}
      >
        Go to step {stepNumber}
      </a>
    </div>
  );
}
