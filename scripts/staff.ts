/**
 * Staff accounts (agents, supervisors, warehouse staff, drivers) from the command line, on the same database as the server
 * (DATABASE_URL, or the embedded PGlite in DATA_DIR — stop the server first: PGlite allows one process).
 *
 *   npm run staff -- add --username agent2 --name "Jamie Lee" --role agent [--email jamie@example.com]
 *   npm run staff -- list
 *   npm run staff -- set-password --username agent2
 *   npm run staff -- deactivate --username agent2      (activate undoes it)
 *   npm run staff -- demo                              (adds the demo accounts that are missing)
 *
 * Passwords come from --password, the STAFF_PASSWORD variable, a hidden prompt (asked twice), or the
 * first line of standard input when it is not a terminal.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { openDatabase, runMigrations, type DatabaseHandle } from '../server/db/client';
import { demoStaff, seedDemoStaff } from '../server/db/seed/demo-staff';
import { MIN_STAFF_PASSWORD_LENGTH } from '../server/services/auth/password-hash';
import {
  createStaff,
  listStaff,
  setStaffActive,
  setStaffPassword,
  STAFF_ROLES,
  StaffAccountError,
  type StaffRole,
} from '../server/services/auth/staff-accounts';

const USAGE = `Usage: npm run staff -- <command> [options]

Commands:
  add           --username NAME --name "Full Name" --role ${STAFF_ROLES.join('|')} [--email ADDRESS] [--password PASSWORD]
  list
  set-password  --username NAME [--password PASSWORD]
  deactivate    --username NAME
  activate      --username NAME
  demo          add the demo accounts (${demoStaff.map((s) => s.username).join(', ')}) when missing

The password is read from --password, STAFF_PASSWORD, a hidden prompt, or standard input
(at least ${MIN_STAFF_PASSWORD_LENGTH} characters). The database is DATABASE_URL, else the PGlite folder DATA_DIR (./data).`;

class UsageError extends Error {}

/** Reads a line without echoing it (raw mode), for a terminal. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new UsageError('Cancelled.'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else if (char >= ' ') value += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readStdinLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

async function readPassword(given: string | undefined): Promise<string> {
  if (given) return given;
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  if (!process.stdin.isTTY) return readStdinLine();
  const first = await promptHidden('Password: ');
  const second = await promptHidden('Password again: ');
  if (first !== second) throw new UsageError('The two passwords differ.');
  return first;
}

function need(value: string | undefined, flag: string): string {
  if (!value?.trim()) throw new UsageError(`Missing --${flag}.`);
  return value;
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  console.log([line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
}

interface Options {
  username?: string;
  name?: string;
  role?: string;
  email?: string;
  password?: string;
}

async function run(handle: DatabaseHandle, command: string, values: Options): Promise<void> {
  const db = handle.db;
  const now = new Date();
  switch (command) {
    case 'add': {
      const role = need(values.role, 'role');
      if (!STAFF_ROLES.includes(role as StaffRole)) throw new UsageError(`--role must be one of: ${STAFF_ROLES.join(', ')}.`);
      const username = need(values.username, 'username');
      const name = need(values.name, 'name');
      const password = await readPassword(values.password);
      const created = await createStaff(db, { username, name, role: role as StaffRole, email: values.email, password });
      console.log(`Added ${role} ${created.username} (id ${created.id}).`);
      return;
    }
    case 'list': {
      const rows = await listStaff(db);
      if (rows.length === 0) {
        console.log('No staff accounts yet. Add one with: npm run staff -- add --username … --name … --role agent');
        return;
      }
      printTable(
        ['id', 'username', 'name', 'role', 'email', 'active', 'created'],
        rows.map((r) => [String(r.id), r.username, r.name, r.role, r.email || '-', r.active ? 'yes' : 'no', r.createdAt.toISOString().slice(0, 10)]),
      );
      return;
    }
    case 'set-password': {
      const username = need(values.username, 'username');
      await setStaffPassword(db, username, await readPassword(values.password), now);
      console.log(`Password of ${username.trim().toLowerCase()} changed; its sessions and agent links are signed out.`);
      return;
    }
    case 'deactivate':
    case 'activate': {
      const username = need(values.username, 'username');
      await setStaffActive(db, username, command === 'activate', now);
      console.log(`${username.trim().toLowerCase()} ${command === 'activate' ? 'activated' : 'deactivated; its sessions and agent links are signed out'}.`);
      return;
    }
    case 'demo':
      await seedDemoStaff(db);
      console.log(`Demo accounts present: ${demoStaff.map((s) => `${s.username} / ${s.password}`).join(', ')} (unless their passwords were changed).`);
      return;
    default:
      throw new UsageError(command ? `Unknown command: ${command}` : 'No command given.');
  }
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      username: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0] ?? '';
  if (values.help || !command) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
  // PGlite has no lock between processes: two writers on one folder can damage it.
  if (handle.kind === 'pglite') console.error(`Embedded database in ${config.DATA_DIR}: make sure the server using it is stopped.`);
  try {
    await runMigrations(handle);
    await run(handle, command, values);
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      process.exit(2);
    }
    console.error(error instanceof StaffAccountError ? error.message : error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
