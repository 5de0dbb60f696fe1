import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on every Linux we run). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, ms) the processes have used so far, from /proc (Linux); a process that
 * has gone counts 0. On a machine shared with other work the throughput of a run moves with the
 * load, the CPU it spends per unit of work much less: benches print both.
 */
export function processCpuMs(pids: Iterable<number>): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces) in its parentheses: utime is the 14th field, stime the 15th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Gone, or not Linux.
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
