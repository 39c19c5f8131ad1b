import type { TimerEngine, TimerSnapshot } from "./timer-engine";

/**
 * The page's handle on the one step timer: its state and its controls. A module of its own
 * so the countdown and the dock (fetched on the first Start) and the hook that fetches them
 * (use-step-timer.ts) all name it without importing one another in a circle.
 */
export type StepTimer = TimerSnapshot & Omit<TimerEngine, "dispose">;
