import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  bytesPerRequest: number;
  /** The server process's CPU time (user + system) per request during the run, in µs, when its pid was given (Linux). */
  serverCpuUs?: number;
}

/**
 * CPU time (user + system, in ms) a process has used so far, from /proc (Linux; undefined elsewhere).
 * Per request it is the server's own cost, whichever side saturates: on a 2-core machine a fast
 * baseline can be limited by the load client sharing the cores rather than by the server.
 */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name's ')': state is field 3, utime 14, stime 15 (clock ticks of 10 ms).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

const cpuPerRequest = (before: number | undefined, after: number | undefined, requests: number): number | undefined =>
  before === undefined || after === undefined || requests === 0 ? undefined : ((after - before) * 1000) / requests;

/** Starts `tsx <script> …args` and resolves with the port it prints as "READY <port>". */
export function startProcess(script: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<{ port: number; child: ChildProcess }> {
  // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the servers under load.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${script} did not start within 120 s`)), 120_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /READY (\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ port: Number(match[1]), child });
      }
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

export async function runLoad(
  name: string,
  opts: { url: string; connections: number; duration: number; headers?: Record<string, string>; paths?: string[]; serverPid?: number },
): Promise<LoadResult> {
  const paths = opts.paths;
  let i = 0;
  const cpuBefore = processCpuMs(opts.serverPid);
  const result = await autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.duration,
    headers: opts.headers,
    ...(paths
      ? {
          requests: [
            {
              setupRequest: (req) => {
                req.path = paths[i++ % paths.length] ?? '/';
                return req;
              },
            },
          ],
        }
      : {}),
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    bytesPerRequest: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
    serverCpuUs: cpuPerRequest(cpuBefore, processCpuMs(opts.serverPid), result.requests.total),
  };
}

export function printTable(rows: LoadResult[], baseline: Record<string, string>): void {
  const byName = new Map(rows.map((r) => [r.name, r]));
  console.log('\n| run | req/s | p50 ms | p99 ms | bytes/req | non-2xx | vs baseline | server CPU µs/req | CPU: baseline ÷ this |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const base = baseline[r.name] ? byName.get(baseline[r.name]!) : undefined;
    const ratio = base ? `${((r.requestsPerSecond / base.requestsPerSecond) * 100).toFixed(0)}%` : '—';
    const cpu = r.serverCpuUs === undefined ? '—' : r.serverCpuUs.toFixed(0);
    const cpuRatio = base?.serverCpuUs !== undefined && r.serverCpuUs ? `${((base.serverCpuUs / r.serverCpuUs) * 100).toFixed(0)}%` : '—';
    console.log(
      `| ${r.name} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.bytesPerRequest} | ${r.non2xx + r.errors} | ${ratio} | ${cpu} | ${cpuRatio} |`,
    );
  }
}

/** wrk (Debian package), a C client: on large bodies autocannon itself becomes the bottleneck. */
export function wrkAvailable(): boolean {
  return spawnSync('wrk', ['--version']).error === undefined;
}

export function runWrk(
  name: string,
  opts: { url: string; connections: number; duration: number; headers?: Record<string, string>; serverPid?: number },
): LoadResult {
  const cpuBefore = processCpuMs(opts.serverPid);
  const headerArgs = Object.entries(opts.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const out = spawnSync('wrk', ['-t1', `-c${opts.connections}`, `-d${opts.duration}s`, '--latency', ...headerArgs, opts.url], {
    encoding: 'utf8',
  }).stdout;
  const cpuAfter = processCpuMs(opts.serverPid);
  const ms = (label: string) => {
    const match = new RegExp(`${label}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
    if (!match) return Number.NaN;
    const value = Number(match[1]);
    return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
  };
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  const bytes = /([\d.]+)(KB|MB|GB) read/.exec(out);
  const scale = { KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 } as const;
  return {
    name,
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p50: ms('50'),
    p99: ms('99'),
    non2xx,
    errors: /Socket errors/.test(out) ? 1 : 0,
    bytesPerRequest: bytes && requests ? Math.round((Number(bytes[1]) * scale[bytes[2] as keyof typeof scale]) / requests) : 0,
    serverCpuUs: cpuPerRequest(cpuBefore, cpuAfter, requests),
  };
}
