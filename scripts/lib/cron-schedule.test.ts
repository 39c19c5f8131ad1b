import { describe, expect, it } from "vitest";
import { nextCronRun, parseCrons } from "./cron-schedule";

const at = (iso: string) => Date.parse(iso);

describe("the crons npm run serve fires", () => {
  it("fires */5 on the next fifth minute, and a minute cron with it", () => {
    const steps = parseCrons(["*/5 * * * *", "* * * * *"]);
    expect(nextCronRun(steps, at("2026-11-26T07:42:10Z"))).toEqual({
      at: at("2026-11-26T07:43:00Z"),
      due: ["* * * * *"],
    });
    expect(nextCronRun(steps, at("2026-11-26T07:44:59Z"))).toEqual({
      at: at("2026-11-26T07:45:00Z"),
      due: ["*/5 * * * *", "* * * * *"],
    });
  });

  it("never fires twice on the minute it is due (exactly on it, the next one is next)", () => {
    const steps = parseCrons(["*/5 * * * *"]);
    expect(nextCronRun(steps, at("2026-11-26T07:45:00Z"))?.at).toBe(at("2026-11-26T07:50:00Z"));
  });

  it("refuses forms it cannot fire on time", () => {
    expect(() => parseCrons(["0 3 * * *"])).toThrow(/cannot schedule/);
    expect(() => parseCrons(["*/5 * * * 1"])).toThrow(/cannot schedule/);
    expect(nextCronRun(parseCrons([]), Date.now())).toBeNull();
  });
});
