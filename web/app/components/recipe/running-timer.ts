// What a running timer shows (the countdown in its step, the dock at the bottom of the
// window), in one module so the first Start fetches them as one chunk.
export { StepTimerCountdown } from "./StepTimerCountdown";
export { TimerDock } from "./TimerDock";
