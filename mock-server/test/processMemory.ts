// What a running process holds in memory, for the soak tests and benchmarks.
import fs from 'node:fs';

/** Resident set size of a process in MiB, from /proc (Linux only). */
export function residentMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
  if (kib === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kib) / 1024;
}
