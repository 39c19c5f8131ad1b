import { formatDuration } from "../../lib/recipe/duration";
import {
  initialTimerState,
  type TimerAction,
  type TimerState,
  timerReducer,
} from "../../lib/recipe/timer";

/** docs/spec/visitor-experience.md §9: the timer ticks once a second. */
export const TIMER_TICK_MS = 1000;

/** What the page shows of the timer: its state and what the live regions say. */
export type TimerSnapshot = {
  state: TimerState;
  /**
   * What the live regions say: start, pause, finish… (never every second). Urgent only for
   * the finish, which interrupts the reader.
   */
  announcement: { text: string; urgent: boolean };
};

export type TimerEngine = {
  start: (instructionId: string, minutes: number, stepLabel: string) => void;
  pause: () => void;
  resume: () => void;
  reset: () => void;
  restart: () => void;
  close: () => void;
  /** The page is going: stop counting and silence the alarm. */
  dispose: () => void;
};

/**
 * One step timer at a time (docs/spec/visitor-experience.md §4), on the pure reducer in
 * lib/recipe/timer.ts: an interval that counts real elapsed seconds, so a background tab
 * whose timers the browser slows down still finishes on time, and the alarm at the finish.
 * Fetched with the countdown on the first Start (running-timer.ts): most visits never start
 * a timer, so none of this is in the recipe page's own script. The alarm element comes from
 * the page, created in the Start click itself (use-step-timer.ts says why).
 */
export function createTimerEngine(
  alarm: HTMLAudioElement | null,
  publish: (snapshot: TimerSnapshot) => void,
): TimerEngine {
  let snapshot: TimerSnapshot = {
    state: initialTimerState,
    announcement: { text: "", urgent: false },
  };
  let interval: number | undefined;
  let stepLabel = "";

  const silence = () => {
    if (alarm && !alarm.paused) alarm.pause();
  };
  const stopCounting = () => {
    window.clearInterval(interval);
    interval = undefined;
  };
  /** Each start, resume and restart begins a fresh second. */
  const count = () => {
    stopCounting();
    if (snapshot.state.status !== "running") return;
    let last = Date.now();
    interval = window.setInterval(() => {
      const elapsed = Math.floor((Date.now() - last) / TIMER_TICK_MS);
      if (elapsed <= 0) return;
      last += elapsed * TIMER_TICK_MS;
      for (let i = 0; i < elapsed; i++) apply({ type: "tick" });
    }, TIMER_TICK_MS);
  };
  const apply = (action: TimerAction, text?: string, urgent = false) => {
    const before = snapshot.state;
    const state = timerReducer(before, action);
    if (state.status !== "running") stopCounting();
    const finished = state.status === "finished" && before.status !== "finished";
    const said = finished ? { text: `Time is up: ${stepLabel}.`, urgent: true } : undefined;
    const announcement = said ?? (text === undefined ? snapshot.announcement : { text, urgent });
    if (state === before && announcement === snapshot.announcement) return;
    snapshot = { state, announcement };
    publish(snapshot);
    if (finished && alarm) {
      alarm.currentTime = 0;
      // Autoplay may still be refused (no gesture yet on this page): the pulsing display and
      // the announcement carry the news on their own.
      alarm.play().catch(() => {});
    }
  };

  return {
    start: (instructionId, minutes, label) => {
      silence();
      stepLabel = label;
      apply(
        { type: "start", instructionId, minutes },
        `Timer started: ${formatDuration(minutes)} for ${label}.`,
      );
      count();
    },
    pause: () => apply({ type: "pause" }, "Timer paused."),
    resume: () => {
      apply({ type: "resume" }, "Timer resumed.");
      count();
    },
    reset: () => {
      silence();
      apply({ type: "reset" }, "Timer reset.");
    },
    restart: () => {
      silence();
      apply({ type: "restart" }, "Timer restarted.");
      count();
    },
    close: () => {
      silence();
      apply({ type: "close" }, "Timer closed.");
    },
    dispose: () => {
      stopCounting();
      silence();
    },
  };
}
