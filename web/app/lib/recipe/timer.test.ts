import { describe, expect, it } from "vitest";
import {
  initialTimerState,
  isTimerFor,
  type TimerAction,
  type TimerState,
  timerProgress,
  timerReducer,
} from "./timer";

const run = (state: TimerState, ...actions: TimerAction[]) => actions.reduce(timerReducer, state);
const ticks = (count: number): TimerAction[] =>
  Array.from({ length: count }, () => ({ type: "tick" }));

const started = timerReducer(initialTimerState, { type: "start", instructionId: "a", minutes: 2 });

describe("timerReducer", () => {
  it("starts with no timer", () => {
    expect(initialTimerState).toEqual({
      instructionId: null,
      status: "idle",
      totalSeconds: 0,
      remainingSeconds: 0,
    });
  });

  it("start: runs from minutes × 60 for the step", () => {
    expect(started).toEqual({
      instructionId: "a",
      status: "running",
      totalSeconds: 120,
      remainingSeconds: 120,
    });
    expect(
      timerReducer(initialTimerState, { type: "start", instructionId: "a", minutes: 1.5 })
        .totalSeconds,
    ).toBe(90);
  });

  it("start: replaces another step's timer, whatever its state", () => {
    const paused = run(started, ...ticks(10), { type: "pause" });
    const other = timerReducer(paused, { type: "start", instructionId: "b", minutes: 1 });
    expect(other).toEqual({
      instructionId: "b",
      status: "running",
      totalSeconds: 60,
      remainingSeconds: 60,
    });
  });

  it("start: ignores a step without a usable time", () => {
    expect(timerReducer(started, { type: "start", instructionId: "b", minutes: 0 })).toBe(started);
    expect(timerReducer(started, { type: "start", instructionId: "b", minutes: Number.NaN })).toBe(
      started,
    );
  });

  it("tick: counts down one second while running", () => {
    const after = run(started, ...ticks(3));
    expect(after.remainingSeconds).toBe(117);
    expect(after.status).toBe("running");
  });

  it("tick: reaching 0 finishes, and further ticks change nothing", () => {
    const finished = run(started, ...ticks(120));
    expect(finished).toMatchObject({ status: "finished", remainingSeconds: 0 });
    expect(timerReducer(finished, { type: "tick" })).toBe(finished);
  });

  it("tick: does nothing while paused, idle or without a timer", () => {
    const paused = run(started, { type: "pause" });
    expect(timerReducer(paused, { type: "tick" })).toBe(paused);
    const idle = run(started, { type: "reset" });
    expect(timerReducer(idle, { type: "tick" })).toBe(idle);
    expect(timerReducer(initialTimerState, { type: "tick" })).toBe(initialTimerState);
  });

  it("pause: stops a running timer and keeps its time", () => {
    const paused = run(started, ...ticks(5), { type: "pause" });
    expect(paused).toMatchObject({ status: "paused", remainingSeconds: 115 });
    expect(timerReducer(paused, { type: "pause" })).toBe(paused);
    const finished = run(started, ...ticks(120));
    expect(timerReducer(finished, { type: "pause" })).toBe(finished);
  });

  it("resume: continues a paused timer from where it stopped", () => {
    const resumed = run(started, ...ticks(5), { type: "pause" }, { type: "resume" });
    expect(resumed).toMatchObject({ status: "running", remainingSeconds: 115 });
    expect(timerReducer(resumed, { type: "resume" })).toBe(resumed);
  });

  it("resume: plays a reset timer, but not a finished one or no timer", () => {
    const reset = run(started, ...ticks(5), { type: "reset" });
    expect(timerReducer(reset, { type: "resume" })).toMatchObject({
      status: "running",
      remainingSeconds: 120,
    });
    const finished = run(started, ...ticks(120));
    expect(timerReducer(finished, { type: "resume" })).toBe(finished);
    expect(timerReducer(initialTimerState, { type: "resume" })).toBe(initialTimerState);
  });

  it("reset: back to the full time, idle, from any state", () => {
    const expected = {
      instructionId: "a",
      status: "idle",
      totalSeconds: 120,
      remainingSeconds: 120,
    };
    expect(run(started, ...ticks(7), { type: "reset" })).toEqual(expected);
    expect(run(started, ...ticks(7), { type: "pause" }, { type: "reset" })).toEqual(expected);
    expect(run(started, ...ticks(120), { type: "reset" })).toEqual(expected);
    expect(timerReducer(initialTimerState, { type: "reset" })).toBe(initialTimerState);
  });

  it("restart: back to the full time, running, from any state", () => {
    const expected = {
      instructionId: "a",
      status: "running",
      totalSeconds: 120,
      remainingSeconds: 120,
    };
    expect(run(started, ...ticks(7), { type: "restart" })).toEqual(expected);
    expect(run(started, ...ticks(7), { type: "pause" }, { type: "restart" })).toEqual(expected);
    expect(run(started, ...ticks(120), { type: "restart" })).toEqual(expected);
    expect(run(started, { type: "reset" }, { type: "restart" })).toEqual(expected);
    expect(timerReducer(initialTimerState, { type: "restart" })).toBe(initialTimerState);
  });

  it("close: no timer, from any state", () => {
    expect(run(started, { type: "close" })).toEqual(initialTimerState);
    expect(run(started, { type: "pause" }, { type: "close" })).toEqual(initialTimerState);
    expect(run(started, ...ticks(120), { type: "close" })).toEqual(initialTimerState);
    expect(timerReducer(initialTimerState, { type: "close" })).toBe(initialTimerState);
  });
});

describe("timer helpers", () => {
  it("tells which step the timer belongs to", () => {
    expect(isTimerFor(started, "a")).toBe(true);
    expect(isTimerFor(started, "b")).toBe(false);
    expect(isTimerFor(initialTimerState, "a")).toBe(false);
  });

  it("reports progress from 0 to 1", () => {
    expect(timerProgress(initialTimerState)).toBe(0);
    expect(timerProgress(started)).toBe(0);
    expect(timerProgress(run(started, ...ticks(30)))).toBe(0.25);
    expect(timerProgress(run(started, ...ticks(120)))).toBe(1);
  });
});
