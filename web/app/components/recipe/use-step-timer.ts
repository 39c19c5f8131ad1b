import { useCallback, useEffect, useRef, useState } from "react";
import type { StepTimer } from "./step-timer-model";
// Types only: a value from timer-engine.ts would pull it into the page's own chunk.
import type { TimerEngine, TimerSnapshot } from "./timer-engine";

export type { StepTimer } from "./step-timer-model";

/** docs/spec/visitor-experience.md §2: the alarm is a file at /sounds/timer.webm. */
export const ALARM_SRC = "/sounds/timer.webm";

/** The engine comes with the countdown and the dock, fetched as one chunk on the first Start. */
const loadEngine = () => import("./running-timer").then((module) => module.createTimerEngine);

/** No timer yet (lib/recipe/timer.ts's initialTimerState), nothing said. */
const IDLE: TimerSnapshot = {
  state: { instructionId: null, status: "idle", totalSeconds: 0, remainingSeconds: 0 },
  announcement: { text: "", urgent: false },
};

/**
 * The page's handle on the one step timer (docs/spec/visitor-experience.md §4). The counting
 * itself (timer-engine.ts) is fetched on the first Start, since most visits never start a
 * timer; until then the timer is idle and every control but Start has nothing to act on.
 * The alarm element is created in the Start click: browsers (iOS Safari above all) only let
 * audio play later if it was first touched in a gesture.
 */
export function useStepTimer(): StepTimer {
  const [snapshot, setSnapshot] = useState<TimerSnapshot>(IDLE);
  const engine = useRef<TimerEngine | null>(null);
  const alarm = useRef<HTMLAudioElement | null>(null);
  const gone = useRef(false);

  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
      engine.current?.dispose();
    };
  }, []);

  const start = useCallback((instructionId: string, minutes: number, stepLabel: string) => {
    primeAlarm(alarm);
    if (engine.current) {
      engine.current.start(instructionId, minutes, stepLabel);
      return;
    }
    loadEngine().then(
      (createTimerEngine) => {
        if (gone.current) return;
        engine.current ??= createTimerEngine(alarm.current, setSnapshot);
        engine.current.start(instructionId, minutes, stepLabel);
      },
      // Offline when the chunk was wanted: Start stays as it was and can be pressed again.
      () => undefined,
    );
  }, []);

  return {
    ...snapshot,
    start,
    pause: () => engine.current?.pause(),
    resume: () => engine.current?.resume(),
    reset: () => engine.current?.reset(),
    restart: () => engine.current?.restart(),
    close: () => engine.current?.close(),
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
