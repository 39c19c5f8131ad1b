/**
 * The step timer (docs/spec/visitor-experience.md §4) as a pure state machine, so the page only
 * wires a one-second interval to "tick" and plays the alarm when the status becomes "finished". One
 * timer at a time: starting a step's timer replaces whatever ran before.
 *
 *   idle ──start──▶ running ──pause──▶ paused ──resume──▶ running
 *   running ──tick (to 0)──▶ finished
 *   any ──reset──▶ idle (full time)   any ──restart──▶ running (full time)   any ──close──▶ none
 *
 * Actions that do not apply (tick while paused, pause while idle…) return the same state
 * object, so a React reducer skips the re-render.
 */

export type TimerStatus = "idle" | "running" | "paused" | "finished";

export type TimerState = {
  instructionId: string | null;
  status: TimerStatus;
  totalSeconds: number;
  remainingSeconds: number;
};

export type TimerAction =
  | { type: "start"; instructionId: string; minutes: number }
  | { type: "tick" }
  | { type: "pause" }
  | { type: "resume" }
  | { type: "reset" }
  | { type: "restart" }
  | { type: "close" };

/** No timer: what "close" returns to. */
export const initialTimerState: TimerState = {
  instructionId: null,
  status: "idle",
  totalSeconds: 0,
  remainingSeconds: 0,
};

export function timerReducer(state: TimerState, action: TimerAction): TimerState {
  switch (action.type) {
    case "start": {
      const totalSeconds = Math.round(action.minutes * 60);
      // A step without a usable time has nothing to count down.
      if (!(totalSeconds > 0)) return state;
      return {
        instructionId: action.instructionId,
        status: "running",
        totalSeconds,
        remainingSeconds: totalSeconds,
      };
    }
    case "tick": {
      if (state.status !== "running") return state;
      const remainingSeconds = Math.max(0, state.remainingSeconds - 1);
      return {
        ...state,
        remainingSeconds,
        status: remainingSeconds === 0 ? "finished" : "running",
      };
    }
    case "pause":
      return state.status === "running" ? { ...state, status: "paused" } : state;
    case "resume":
      // Also the play button after a reset: idle with time left on a chosen step.
      if (state.instructionId === null || state.remainingSeconds === 0) return state;
      return state.status === "paused" || state.status === "idle"
        ? { ...state, status: "running" }
        : state;
    case "reset":
      if (state.instructionId === null) return state;
      return { ...state, status: "idle", remainingSeconds: state.totalSeconds };
    case "restart":
      if (state.instructionId === null) return state;
      return { ...state, status: "running", remainingSeconds: state.totalSeconds };
    case "close":
      return state.instructionId === null ? state : initialTimerState;
  }
}

/** Whether the timer belongs to this step (its controls show there). */
export function isTimerFor(state: TimerState, instructionId: string): boolean {
  return state.instructionId === instructionId;
}

/** Share of the time gone, 0 to 1, for a progress ring. */
export function timerProgress(state: TimerState): number {
  if (state.totalSeconds === 0) return 0;
  return (state.totalSeconds - state.remainingSeconds) / state.totalSeconds;
}
