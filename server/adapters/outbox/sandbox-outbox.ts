import { randomUUID } from 'node:crypto';
import { accessSync, closeSync, constants, existsSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where the sandbox SMS and mail providers deliver: every message is appended to a JSON-lines file
 * (`sms.jsonl`, `mail.jsonl`) and kept in memory for GET /api/dev/outbox. Without a writable folder the
 * outbox lives in memory only. The files are what an e2e run against a production build reads.
 */

export type OutboxChannel = 'sms' | 'mail';

/** What the outbox keeps of a mail attachment: its name, type and size, never the bytes. */
export interface OutboxAttachment {
  filename: string;
  content_type: string;
  size: number;
}

export interface OutboxMessage {
  id: string;
  channel: OutboxChannel;
  /** phone_num (country code first, digits only) for SMS, the address for mail. */
  to: string;
  subject?: string;
  text: string;
  attachments?: OutboxAttachment[];
  created_at: string;
}

export interface OutboxOptions {
  /** Folder of the JSON-lines files; undefined → memory only. */
  dir?: string;
  clock?: () => Date;
  /** Messages kept in memory per channel (the files keep everything). */
  keep?: number;
  warn?: (message: string) => void;
}

/** Only the tail of a large existing file is read back at start. */
const TAIL_BYTES = 1_048_576;

function readTail(file: string): string {
  const size = statSync(file).size;
  const start = Math.max(0, size - TAIL_BYTES);
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(size - start);
    readSync(fd, buffer, 0, buffer.length, start);
    const text = buffer.toString('utf8');
    // A cut first line is dropped.
    return start > 0 ? text.slice(text.indexOf('\n') + 1) : text;
  } finally {
    closeSync(fd);
  }
}

function parseLines(text: string, channel: OutboxChannel): OutboxMessage[] {
  const out: OutboxMessage[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const value = JSON.parse(line) as OutboxMessage;
      if (value && value.channel === channel && typeof value.to === 'string' && typeof value.text === 'string') out.push(value);
    } catch {
      // A torn last line (a crash mid-write) is skipped.
    }
  }
  return out;
}

export class SandboxOutbox {
  private folder: string | undefined;
  /** Created on the first message, so a server that sends nothing leaves no folder behind. */
  private folderReady = false;
  private readonly clock: () => Date;
  private readonly keep: number;
  private readonly warn: (message: string) => void;
  private readonly messages: Record<OutboxChannel, OutboxMessage[]> = { sms: [], mail: [] };
  /** Appends run one after another so lines never interleave. */
  private writing: Promise<void> = Promise.resolve();

  constructor(opts: OutboxOptions = {}) {
    this.clock = opts.clock ?? (() => new Date());
    this.keep = opts.keep ?? 500;
    this.warn = opts.warn ?? ((message) => console.warn(message));
    this.folder = opts.dir;
    if (this.folder) {
      for (const channel of ['sms', 'mail'] as const) {
        const file = this.file(channel);
        try {
          if (existsSync(file)) this.messages[channel] = parseLines(readTail(file), channel).slice(-this.keep);
        } catch (error) {
          this.warn(`Outbox file ${file} could not be read: ${(error as Error).message}`);
        }
      }
    }
  }

  /** The folder written to, or undefined when the outbox is in memory only. */
  get dir(): string | undefined {
    return this.folder;
  }

  private prepare(): void {
    if (this.folderReady || !this.folder) return;
    this.folderReady = true;
    try {
      mkdirSync(this.folder, { recursive: true });
      accessSync(this.folder, constants.W_OK);
    } catch (error) {
      this.warn(`Outbox folder ${this.folder} is not writable (${(error as Error).message}); sandbox messages are kept in memory only.`);
      this.folder = undefined;
    }
  }

  private file(channel: OutboxChannel): string {
    return join(this.folder!, `${channel}.jsonl`);
  }

  async append(input: {
    channel: OutboxChannel;
    to: string;
    subject?: string;
    text: string;
    attachments?: OutboxAttachment[];
  }): Promise<OutboxMessage> {
    const message: OutboxMessage = {
      id: randomUUID(),
      channel: input.channel,
      to: input.to,
      ...(input.subject !== undefined ? { subject: input.subject } : {}),
      text: input.text,
      ...(input.attachments !== undefined ? { attachments: input.attachments } : {}),
      created_at: this.clock().toISOString(),
    };
    const list = this.messages[input.channel];
    list.push(message);
    if (list.length > this.keep) list.splice(0, list.length - this.keep);
    this.prepare();
    if (this.folder) {
      const line = `${JSON.stringify(message)}\n`;
      const file = this.file(input.channel);
      this.writing = this.writing.then(() =>
        appendFile(file, line, 'utf8').catch((error: Error) => this.warn(`Outbox write to ${file} failed: ${error.message}`)),
      );
      await this.writing;
    }
    return message;
  }

  /** Newest first; `to` matches exactly (phone digits, or the address in any case). */
  list(query: { channel?: OutboxChannel; to?: string; limit?: number } = {}): OutboxMessage[] {
    const channels: OutboxChannel[] = query.channel ? [query.channel] : ['sms', 'mail'];
    const to = query.to?.trim().toLowerCase();
    // Each channel's list is in the order sent; a stable sort keeps that order among equal times.
    const all = channels
      .flatMap((c) => [...this.messages[c]].reverse())
      .filter((m) => !to || m.to.toLowerCase() === to)
      .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
    return all.slice(0, query.limit ?? 20);
  }
}
