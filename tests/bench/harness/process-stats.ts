import { readFileSync } from "node:fs";

/** A process's resident memory now, in MB (/proc/<pid>/status). */
export function residentMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
}

/** Linux's clock tick, in which /proc counts CPU time (USER_HZ, 100 on every mainstream build). */
const tickMs = 10;

/**
 * The CPU time (user and system) a process has used so far, in ms (/proc/<pid>/stat: utime and stime, the
 * 14th and 15th fields, counted after the command name, which may hold spaces).
 */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * tickMs;
}
