import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { formatDuration } from "../../lib/recipe/duration";
import { initialTimerState, type TimerState, timerReducer } from "../../lib/recipe/timer";

/** docs/spec/visitor-experience.md §9: the timer ticks once a second. */
export const TIMER_TICK_MS = 1000;
/** docs/spec/visitor-experience.md §2: the alarm is a file at /sounds/timer.webm. */
export const ALARM_SRC = "/sounds/timer.webm";

export type StepTimer = {
  state: TimerState;
  /**
   * What the live regions say: start, pause, finish… (never every second). Urgent only for
   * the finish, which interrupts the reader.
   */
  announcement: { text: string; urgent: boolean };
  start: (instructionId: string, minutes: number, stepLabel: string) => void;
  pause: () => void;
  resume: () => void;
  reset: () => void;
  restart: () => void;
  close: () => void;
};

/**
 * One step timer at a time (docs/spec/visitor-experience.md §4), on the pure reducer in
 * lib/recipe/timer.ts. The interval counts real elapsed seconds, so a background tab whose timers
 * the browser slows down still finishes on time. The alarm element is created on the Start click:
 * browsers (iOS Safari above all) only let audio play later if it was first touched in a gesture.
 */
export function useStepTimer(): StepTimer {
  const [state, dispatch] = useReducer(timerReducer, initialTimerState);
  const [announcement, setAnnouncementState] = useState({ text: "", urgent: false });
  const setAnnouncement = useCallback(
    (text: string, urgent = false) => setAnnouncementState({ text, urgent }),
    [],
  );
  const [run, setRun] = useState(0);
  const alarm = useRef<HTMLAudioElement | null>(null);
  const stepLabel = useRef("");

  const running = state.status === "running";
  // `run` changes on start, resume and restart: each begins a fresh second.
  useEffect(() => {
    if (!running) return;
    let last = Date.now();
    const interval = window.setInterval(() => {
      const elapsed = Math.floor((Date.now() - last) / TIMER_TICK_MS);
      if (elapsed <= 0) return;
      last += elapsed * TIMER_TICK_MS;
      for (let i = 0; i < elapsed; i++) dispatch({ type: "tick" });
    }, TIMER_TICK_MS);
    return () => window.clearInterval(interval);
  }, [running, run]);

  const finished = state.status === "finished";
  useEffect(() => {
    if (!finished) return;
    setAnnouncement(`Time is up: ${stepLabel.current}.`, true);
    const audio = alarm.current;
    if (!audio) return;
    audio.currentTime = 0;
    // Autoplay may still be refused (no gesture yet on this page): the pulsing display and
    // the announcement carry the news on their own.
    audio.play().catch(() => {});
  }, [finished, setAnnouncement]);

  const silence = useCallback(() => {
    const audio = alarm.current;
    if (audio && !audio.paused) audio.pause();
  }, []);

  const start = useCallback(
    (instructionId: string, minutes: number, label: string) => {
      silence();
      primeAlarm(alarm);
      stepLabel.current = label;
      dispatch({ type: "start", instructionId, minutes });
      setRun((value) => value + 1);
      setAnnouncement(`Timer started: ${formatDuration(minutes)} for ${label}.`);
    },
    [silence, setAnnouncement],
  );

  return {
    state,
    announcement,
    start,
    pause: () => {
      dispatch({ type: "pause" });
      setAnnouncement("Timer paused.");
    },
    resume: () => {
      dispatch({ type: "resume" });
      setRun((value) => value + 1);
      setAnnouncement("Timer resumed.");
    },
    reset: () => {
      silence();
      dispatch({ type: "reset" });
      setAnnouncement("Timer reset.");
    },
    restart: () => {
      silence();
      dispatch({ type: "restart" });
      setRun((value) => value + 1);
      setAnnouncement("Timer restarted.");
    },
    close: () => {
      silence();
      dispatch({ type: "close" });
      setAnnouncement("Timer closed.");
    },
  };
}

/** Creates the alarm on first use and plays it silently once, inside the click. */
function primeAlarm(alarm: { current: HTMLAudioElement | null }) {
  if (alarm.current) return;
  const audio = new Audio(ALARM_SRC);
  audio.preload = "auto";
  alarm.current = audio;
  audio.muted = true;
  audio
    .play()
    .then(() => {
      audio.pause();
      audio.currentTime = 0;
    })
    .catch(() => {})
    .finally(() => {
      audio.muted = false;
    });
}
