/**
 * What a benchmark's servers spent: a process's user + system CPU time (Linux /proc),
 * and a PostgreSQL server's, its postmaster's and every backend's together (issue 27
 * point 6: what one request costs the server and the database). Elsewhere than Linux
 * both answer undefined.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

interface Stat {
  ppid: number;
  seconds: number;
}

function statOf(pid: number | string): Stat | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      ppid: Number(fields[1]),
      seconds: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS,
    };
  } catch {
    return undefined;
  }
}

/** A process's CPU time so far, in seconds. */
export function cpuSeconds(pid: number | undefined): number | undefined {
  return pid === undefined ? undefined : statOf(pid)?.seconds;
}

/**
 * The CPU time so far of the PostgreSQL server listening on `port`: its postmaster
 * (found by the `-p PORT` of its command line; other servers on the machine, such as a
 * test run's, are left out) and the processes it started. Backends that ended are not
 * counted, so measure over connections that stay open (a pool).
 */
export function postgresCpuSeconds(port: number): number | undefined {
  let postmaster: number | undefined;
  const stats = new Map<number, Stat>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    let comm: string;
    try {
      comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    if (comm !== 'postgres') continue;
    const stat = statOf(pid);
    if (!stat) continue;
    stats.set(pid, stat);
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const flag = args.indexOf('-p');
      if (flag >= 0 && Number(args[flag + 1]) === port) postmaster = pid;
    } catch {
      // gone meanwhile
    }
  }
  if (postmaster === undefined) return undefined;
  let total = 0;
  for (const [pid, stat] of stats)
    if (pid === postmaster || stat.ppid === postmaster) total += stat.seconds;
  return total;
}
