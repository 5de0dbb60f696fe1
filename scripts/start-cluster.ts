import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run start:cluster -- N`: N API instances on the PostgreSQL server named by DATABASE_URL behind
 * Debian's nginx, started from the files in deploy/ so that the shipped files are the ones run:
 * - each instance as `deploy/supply-desk@.service` starts it: its Environment= lines (%i = the port)
 *   and its ExecStart, from this checkout instead of WorkingDirectory (the caller's environment
 *   stands in for EnvironmentFile; DATA_DIR moves to the cluster's temporary folder);
 * - nginx with `deploy/supply-desk.nginx.conf` (the {{PORT}} line repeated per instance, {{LISTEN}}
 *   the balancer's address) inside a main configuration of its own: prefix, pid, logs and temporary
 *   files in a temporary folder, so no root and no system nginx are needed.
 * The tests (tests/cluster/) start their cluster with `startCluster`, the same code path.
 *
 * Usage: DATABASE_URL=postgres://… npm run start:cluster -- [N=3]
 *   CLUSTER_PORT (8080): the balancer's port; CLUSTER_HOST (127.0.0.1) its interface;
 *   CLUSTER_FIRST_PORT (3001): the first instance's port, the others follow.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEPLOY_DIR = join(ROOT, 'deploy');
export const UNIT_FILE = join(DEPLOY_DIR, 'supply-desk@.service');
export const NGINX_SITE = join(DEPLOY_DIR, 'supply-desk.nginx.conf');

/** Debian's nginx: on the PATH, or in /usr/sbin, which a non-root PATH often lacks. */
export function findNginx(): string | null {
  for (const dir of (process.env.PATH ?? '').split(':').filter(Boolean)) {
    if (existsSync(join(dir, 'nginx'))) return join(dir, 'nginx');
  }
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null;
}

/** systemd's word splitting of one value: whitespace separates, double or single quotes group. */
function systemdWords(value: string): string[] {
  const words: string[] = [];
  const pattern = /"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g;
  for (const m of value.matchAll(pattern)) {
    words.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : (m[2] ?? m[3]!));
  }
  return words;
}

/** The unit's %-specifiers this script knows: %i (the instance name, the port) and %%. */
function expandSpecifiers(text: string, instance: string): string {
  return text.replace(/%(.)/g, (whole, c: string) => {
    if (c === 'i' || c === 'I') return instance;
    if (c === '%') return '%';
    throw new Error(`${UNIT_FILE}: the specifier ${whole} is not supported by start-cluster`);
  });
}

export interface UnitCommand {
  environment: Record<string, string>;
  /** ExecStart's argv, its executable as written in the unit. */
  execStart: string[];
}

/** The [Service] Environment= assignments and ExecStart of the template unit for one instance name. */
export function readUnit(instance: string, text = readFileSync(UNIT_FILE, 'utf8')): UnitCommand {
  const environment: Record<string, string> = {};
  let execStart: string[] | undefined;
  let section = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = header[1]!;
      continue;
    }
    if (section !== 'Service') continue;
    const eq = line.indexOf('=');
    const key = line.slice(0, eq).trim();
    const value = expandSpecifiers(line.slice(eq + 1).trim(), instance);
    if (key === 'Environment') {
      for (const word of systemdWords(value)) {
        const at = word.indexOf('=');
        if (at > 0) environment[word.slice(0, at)] = word.slice(at + 1);
      }
    } else if (key === 'ExecStart') {
      // Prefixes: '-' (failure ignored), '@', ':', '+', '!' change nothing for a plain process here.
      execStart = systemdWords(value.replace(/^[-@:+!]+/, ''));
    }
  }
  if (!execStart || execStart.length === 0) throw new Error(`${UNIT_FILE} has no ExecStart`);
  return { environment, execStart };
}

/**
 * The unit's command run from this checkout: the unit's node (/usr/bin/node) becomes the node running
 * this script, relative arguments stay relative to the checkout (the unit's WorkingDirectory).
 */
export function localCommand(execStart: readonly string[]): { command: string; args: string[] } {
  const [executable, ...args] = execStart;
  const command = basename(executable!) === 'node' ? process.execPath : executable!;
  if (!isAbsolute(command)) throw new Error(`ExecStart must name an absolute executable, not ${command}`);
  return { command, args };
}

/** The site file with its {{PORT}} line once per instance and {{LISTEN}} filled in. */
export function renderNginxSite(template: string, ports: readonly number[], listen: string): string {
  const lines = template.split('\n').flatMap((line) => (line.includes('{{PORT}}') ? ports.map((p) => line.replaceAll('{{PORT}}', String(p))) : [line]));
  const out = lines.join('\n').replaceAll('{{LISTEN}}', listen);
  const left = /\{\{[A-Z_]+\}\}/.exec(out);
  if (left) throw new Error(`${NGINX_SITE}: ${left[0]} is not filled in by start-cluster`);
  return out;
}

/** nginx's own main file for an unprivileged run: everything it writes stays under `dir`. */
function nginxMain(dir: string, site: string): string {
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'nginx-error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    `    access_log ${join(dir, 'nginx-access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `    ${t}_temp_path ${join(dir, `${t}_temp`)};`),
    `    include ${site};`,
    '}',
    '',
  ].join('\n');
}

/** A port free right now on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

async function get(url: string, timeoutMs = 2000): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

export interface Instance {
  port: number;
  /** http://127.0.0.1:port: the instance itself, not through the balancer. */
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null after a signal) when the process ends. */
  exited: Promise<number | null>;
  /** What the process printed (stdout and stderr). */
  output(): string;
}

export interface Cluster {
  /** The balancer: http://127.0.0.1:port. */
  url: string;
  port: number;
  instances: Instance[];
  /** The temporary folder: nginx's prefix, its configuration and logs, the instances' DATA_DIR. */
  dir: string;
  /** SIGTERM to every instance (they finish their requests), then nginx; removes the folder. */
  stop(): Promise<void>;
}

export interface ClusterOptions {
  instances: number;
  databaseUrl: string;
  /** The balancer's port (0: a free one). */
  port?: number;
  host?: string;
  /** Instance ports; default: free ones. */
  instancePorts?: number[];
  /** Added to (and over) the unit's environment. */
  env?: Record<string, string>;
  /** Each line the instances and nginx print (the CLI shows them; tests keep them for failures). */
  onOutput?: (line: string) => void;
  readyTimeoutMs?: number;
}

function startInstance(port: number, opts: ClusterOptions, dataDir: string): Instance {
  const unit = readUnit(String(port));
  const { command, args } = localCommand(unit.execStart);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...unit.environment,
    // The unit's DATA_DIR is the host's /var/lib/supply-desk: here the cluster's own folder.
    DATA_DIR: dataDir,
    DATABASE_URL: opts.databaseUrl,
    ...opts.env,
  };
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const take = (chunk: Buffer) => {
    const s = chunk.toString();
    text += s;
    for (const line of s.split('\n')) if (line.trim()) opts.onOutput?.(`[${port}] ${line}`);
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { port, url: `http://127.0.0.1:${port}`, child, exited, output: () => text };
}

/** Polls `/healthz` until it answers 200; fails when the process ends first or the time runs out. */
async function waitReady(url: string, label: string, deadline: number, ended: Promise<unknown>, output: () => string): Promise<void> {
  let gone = false;
  void ended.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`${label} exited before it was ready:\n${output().slice(-3000)}`);
    if ((await get(`${url}/healthz`)) === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${label} was not ready (GET /healthz 200) in time:\n${output().slice(-3000)}`);
}

async function stopProcess(child: ChildProcess, exited: Promise<unknown>, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  if (!/^postgres(ql)?:\/\//.test(opts.databaseUrl)) {
    throw new Error('start-cluster needs DATABASE_URL=postgres://… (instances share one PostgreSQL; the embedded PGlite cannot be shared)');
  }
  const nginxBinary = findNginx();
  if (!nginxBinary) throw new Error('nginx is not installed (Debian: apt-get install -y nginx)');
  const count = opts.instances;
  if (!Number.isInteger(count) || count < 1) throw new Error(`the number of instances must be a whole number ≥ 1, not ${count}`);
  const ports = opts.instancePorts ?? (await Promise.all(Array.from({ length: count }, () => freePort())));
  const port = opts.port || (await freePort());
  const host = opts.host ?? '127.0.0.1';

  const dir = mkdtempSync(join(tmpdir(), 'supply-desk-cluster-'));
  // nginx's workers (nobody, when started as root) must reach their temporary folders in it.
  chmodSync(dir, 0o755);
  const dataDir = join(dir, 'data');
  mkdirSync(dataDir);
  const deadline = Date.now() + (opts.readyTimeoutMs ?? 120_000);
  const instances = ports.map((p) => startInstance(p, opts, dataDir));
  let nginx: { child: ChildProcess; exited: Promise<number | null> } | undefined;
  let stopped = false;

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.all(instances.map((i) => stopProcess(i.child, i.exited, 'SIGTERM', 30_000)));
    // SIGQUIT: nginx's graceful stop.
    if (nginx) await stopProcess(nginx.child, nginx.exited, 'SIGQUIT', 5000);
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await Promise.all(instances.map((i) => waitReady(i.url, `instance ${i.port}`, deadline, i.exited, i.output)));

    const sitePath = join(dir, 'supply-desk.conf');
    writeFileSync(sitePath, renderNginxSite(readFileSync(NGINX_SITE, 'utf8'), ports, `${host}:${port}`));
    const mainPath = join(dir, 'nginx.conf');
    writeFileSync(mainPath, nginxMain(dir, sitePath));
    const check = spawnSync(nginxBinary, ['-t', '-q', '-p', dir, '-e', join(dir, 'nginx-error.log'), '-c', mainPath], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`);
    const child = spawn(nginxBinary, ['-p', dir, '-e', join(dir, 'nginx-error.log'), '-c', mainPath], { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    const take = (chunk: Buffer) => {
      text += chunk.toString();
      for (const line of chunk.toString().split('\n')) if (line.trim()) opts.onOutput?.(`[nginx] ${line}`);
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    nginx = { child, exited: new Promise((done) => child.once('exit', (code) => done(code))) };
    const url = `http://127.0.0.1:${port}`;
    await waitReady(url, 'nginx', deadline, nginx.exited, () => {
      const log = join(dir, 'nginx-error.log');
      return text + (existsSync(log) ? readFileSync(log, 'utf8') : '');
    });
    return { url, port, instances, dir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 3);
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const first = Number(process.env.CLUSTER_FIRST_PORT ?? 3001);
  const started = Date.now();
  const cluster = await startCluster({
    instances: count,
    databaseUrl,
    port: Number(process.env.CLUSTER_PORT ?? 8080),
    host: process.env.CLUSTER_HOST ?? '127.0.0.1',
    instancePorts: Array.from({ length: count }, (_, i) => first + i),
    onOutput: (line) => console.log(line),
  });
  console.log(
    `\nSupply Desk cluster: ${count} instance${count === 1 ? '' : 's'} behind nginx at ${cluster.url}/ (ready in ${Date.now() - started} ms)\n` +
      cluster.instances.map((i) => `  instance ${i.url}/healthz  (pid ${i.child.pid})`).join('\n') +
      `\n  nginx prefix, configuration and logs: ${cluster.dir}\n  Ctrl+C stops the instances gracefully, then nginx.\n`,
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping the cluster`);
    void cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // An instance that dies is reported; nginx sends its requests to the others.
  for (const i of cluster.instances) void i.exited.then((code) => !stopping && console.error(`instance ${i.port} exited (${code ?? 'signal'})`));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
