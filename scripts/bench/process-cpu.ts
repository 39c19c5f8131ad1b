import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/**
 * CPU time used so far by the workerd processes this script started (Miniflare's
 * children), in milliseconds, from /proc (Linux only; null elsewhere). Taken before and
 * after a run of requests, it gives the server's CPU per request, which a busy machine's
 * scheduling does not inflate the way it inflates latency.
 */
export function workerdCpuMs(): number | null {
  let entries: string[];
  try {
    entries = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const stats = new Map<number, { parent: number; command: string; ticks: number }>();
  for (const pid of entries) {
    try {
      const text = readFileSync(`/proc/${pid}/stat`, "utf8");
      // "pid (command) state ppid …": the command may hold spaces, so split after its ")".
      const close = text.lastIndexOf(")");
      const command = text.slice(text.indexOf("(") + 1, close);
      const fields = text.slice(close + 2).split(" ");
      // Fields 4, 14 and 15 of proc(5) (ppid, utime, stime), counted from the state (3).
      stats.set(Number(pid), {
        parent: Number(fields[1]),
        command,
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // The process ended while the list was read.
    }
  }
  const isOurs = (pid: number): boolean => {
    for (let at = stats.get(pid)?.parent; at !== undefined && at > 1; ) {
      if (at === process.pid) return true;
      at = stats.get(at)?.parent;
    }
    return false;
  };
  let ticks = 0;
  for (const [pid, stat] of stats) {
    if (stat.command === "workerd" && isOurs(pid)) ticks += stat.ticks;
  }
  return (ticks * 1000) / clockTicksPerSecond();
}

let ticksPerSecond: number | undefined;
function clockTicksPerSecond(): number {
  ticksPerSecond ??= Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;
  return ticksPerSecond;
}
