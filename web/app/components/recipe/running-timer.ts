// A running timer: what counts it (the engine) and what shows it (the countdown in its step,
// the dock at the bottom of the window), in one module so the first Start fetches them as one
// chunk.
export { StepTimerCountdown } from "./StepTimerCountdown";
export { TimerDock } from "./TimerDock";
export { createTimerEngine } from "./timer-engine";
