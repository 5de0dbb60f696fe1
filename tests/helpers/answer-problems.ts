import { apiErrorSchema, type Locale } from '../../core/schemas/common';

/**
 * What no answer may show (issue 14): stack frames, file paths, SQL and driver or runtime error text;
 * and what every 4xx must be: {error, message} with a message in the caller's language.
 */

const LEAKS_ANYWHERE = [/\/work\//, /node_modules/, /\.ts:\d/, /\.[cm]?js:\d+/, /\bat (?:async )?\S+ \([^)]*:\d+:\d+\)/];
const LEAKS_IN_ERRORS = [
  // SQL as drizzle writes it (quoted identifiers), not the word "select" in a message.
  /\b(select|insert into|update|delete from)\b[^"]{0,80}"\w+"|Failed query|params:/i,
  /invalid byte sequence|violates|duplicate key|syntax error|relation "|column "|ERROR:|unterminated|invalid input syntax/i,
  /pglite|drizzle|postgres|zod|TypeError|RangeError|ReferenceError|SyntaxError|Cannot read|undefined is not|is not a function|FST_|ECONN/i,
];
/** An i18n key sent as the message (a missing translation). */
const UNTRANSLATED_KEY = /^[a-z]+(?:[._][a-zA-Z0-9_]+)+$/;
const CHINESE = /[\u3000-\u9fff\uff00-\uffef]/;

export interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}

/** What is wrong with an answer, or undefined when it is fine. */
export function answerProblem(res: Answer, asked: { method: string; locale: Locale; languageHeaderReplaced?: boolean }): string | undefined {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  if (asked.method === 'HEAD' || res.body === '') return undefined;
  if (!/json|text|csv/.test(String(res.headers['content-type'] ?? ''))) return undefined;
  for (const leak of LEAKS_ANYWHERE) if (leak.test(res.body)) return `leaks ${leak}`;
  if (res.statusCode < 400) return undefined;
  for (const leak of LEAKS_IN_ERRORS) if (leak.test(res.body)) return `error body leaks ${leak}`;
  let json: unknown;
  try {
    json = JSON.parse(res.body);
  } catch {
    return 'error body is not JSON';
  }
  const parsed = apiErrorSchema.safeParse(json);
  if (!parsed.success) return 'error body is not {error, message}';
  const message = parsed.data.message.trim();
  if (message === '' || UNTRANSLATED_KEY.test(message)) return `message is not a text: ${JSON.stringify(message)}`;
  // Chinese callers read Chinese (zod's field messages too); a garbled APP-LANGUAGE falls back to English.
  if (asked.locale === 'cn' && !asked.languageHeaderReplaced && !CHINESE.test(message)) return `cn caller got no Chinese: ${message.slice(0, 80)}`;
  return undefined;
}
