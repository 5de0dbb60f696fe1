import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiErrorSchema, type Locale } from '../../core/schemas/common';
import { translator } from '../../server/i18n';
import { answerProblem } from '../helpers/answer-problems';
import { CALLERS, type CallerKind, type Callers, callersFor, sharedHints } from '../helpers/route-callers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';
import {
  BAD_CHARACTERS,
  badBody,
  badPathTail,
  badValue,
  baseline,
  getAt,
  type Hints,
  type Leaf,
  leaves,
  OMIT,
  queryString,
  rawBodies,
  setAt,
} from '../helpers/zod-payloads';
import { clock } from './orders-support';

/**
 * Issue 14: every registered route, sent generated bad payloads derived from its own zod schema, as a
 * guest and as each kind of signed-in caller, never answers 5xx and never shows its internals; every
 * 4xx is {error, message} with a message in the caller's language. Routes are enumerated from the app
 * (onRoute), so a new route is covered, and must declare its input, by being registered.
 *
 * FC_SEED and FC_RUNS (generated cases per route) override the fixed defaults; FC_SHRINK=1 shrinks a
 * failure to its smallest case (slower); FC_VERBOSE=1 prints how each route answers its ordinary request
 * (a baseline that fails validation keeps the bad values from reaching deeper code).
 */
const SEED = Number(process.env.FC_SEED ?? 1414);
const RUNS_PER_ROUTE = Number(process.env.FC_RUNS ?? 10);
/** About 100 routes; a case takes a few milliseconds, an invoice PDF far more. */
const FUZZ_TIMEOUT_MS = Math.max(90_000, RUNS_PER_ROUTE * 100 * 50);

/** Routes with no input schema, and why none is needed. */
const NO_SCHEMA_NEEDED: Record<string, string> = {
  'OPTIONS *': 'server/plugins/cors.ts answers preflights from the CORS request headers alone; no route runs',
  'GET /resources/*': '@fastify/static serves files under RESOURCES_DIR; the path is its only input and never leaves it',
  'HEAD /resources/*': 'as GET /resources/*',
};

const LOCALES: Locale[] = ['en', 'cn', 'fr'];

interface Route {
  method: string;
  url: string;
  schema: { body?: z.ZodType; querystring?: z.ZodType; params?: z.ZodType; headers?: z.ZodType };
}

interface Attempt {
  caller: CallerKind;
  locale: Locale;
  query?: unknown;
  body?: unknown;
  /** A JSON text sent as is, instead of `body`. */
  raw?: string;
  path?: string;
  headers?: Record<string, string>;
  what: string;
}

const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const seedOf = (key: string) => (SEED ^ createHash('sha256').update(key).digest().readInt32BE(0)) | 0;

describe.each(dbTargets())('bad payloads to every route on %s', (target) => {
  const routes: Route[] = [];
  let t: TestApp;
  /** Realistic field values (see zod-payloads.ts baseline); the caller's own ids come with the callers. */
  let hints: Hints;

  beforeAll(async () => {
    t = await createTestApp(
      target,
      {},
      {
        clock,
        onRoute: (route: RouteOptions) => {
          for (const method of [route.method].flat()) {
            routes.push({ method, url: route.url, schema: (route.schema ?? {}) as Route['schema'] });
          }
        },
      },
    );
    hints = await sharedHints(t);
  });
  afterAll(async () => {
    await t?.close();
    await closeTemplate();
  });

  const apiRoutes = () => routes.filter((r) => r.method !== 'HEAD' || !routes.some((g) => g.method === 'GET' && g.url === r.url));

  async function send(route: Route, who: Callers, a: Attempt) {
    const caller = who[a.caller];
    const headers: Record<string, string> = { ...(caller ? caller.headers(a.locale) : t.headers(a.locale)), ...(a.headers ?? {}) };
    // The behaviour event log is called with its own credential, not a session (spec §7 /event/api/events).
    if (route.url.startsWith('/event/') && !a.headers?.authorization) headers.authorization = `Bearer ${t.app.config.EVENT_LOG_TOKEN}`;
    // Path parameters (/customers/:id) travel as valid values, so the input under test is the one refused.
    const params = (route.schema.params ? baseline(route.schema.params, who.hints) : {}) as Record<string, unknown>;
    const path = (a.path ?? route.url).replace(/:([A-Za-z_]+)/g, (_whole, name: string) => encodeURIComponent(String(params[name] ?? 1)));
    const url = a.query === undefined ? path : `${path}?${queryString(a.query)}`;
    const hasBody = a.raw !== undefined || (a.body !== undefined && a.body !== OMIT);
    if (hasBody) headers['content-type'] ??= 'application/json';
    const payload = a.raw ?? (hasBody ? JSON.stringify(a.body) : undefined);
    return t.app.inject({ method: route.method as 'GET', url, headers, ...(payload === undefined ? {} : { payload }) });
  }

  const describeAttempt = (a: Attempt) => {
    let shown: string;
    try {
      shown = JSON.stringify({ query: a.query, body: a.body, raw: a.raw?.slice(0, 60), path: a.path, headers: a.headers }, (_k, v: unknown) =>
        typeof v === 'string' && v.length > 60 ? `${v.slice(0, 40)}…(${v.length})` : v === OMIT ? '<omitted>' : v,
      );
    } catch {
      shown = '(too deeply nested to show)';
    }
    return `${a.what} as ${a.caller} [${a.locale}] ${shown.slice(0, 300)}`;
  };

  /** The caller a route serves: the first whose ordinary request is not refused for who it is. */
  async function rightCaller(route: Route, who: Callers, ok: Omit<Attempt, 'caller'>): Promise<CallerKind> {
    for (const caller of ['buyer', 'supervisor', 'agent', 'agent_link', 'guest'] as const) {
      const res = await send(route, who, { ...ok, caller });
      if (res.statusCode !== 401 && res.statusCode !== 403) return caller;
    }
    return 'guest';
  }

  it('enumerates the API, and every route declares its input (or is allowed not to, with a reason)', () => {
    expect(apiRoutes().length).toBeGreaterThan(80);
    const undeclared = routes
      .filter((r) => {
        const s = r.schema;
        const needsParams = /[:*]/.test(r.url);
        const input = r.method === 'GET' || r.method === 'HEAD' ? s.querystring : (s.body ?? s.querystring);
        return !input || (needsParams && !s.params);
      })
      .map(routeKey)
      .filter((key) => !(key in NO_SCHEMA_NEEDED));
    expect(undeclared).toEqual([]);
  });

  it('refuses NUL and lone surrogates in every text field of every route with a 400 in the caller’s language', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of apiRoutes()) {
      if (routeKey(route) in NO_SCHEMA_NEEDED) continue;
      const who = await callersFor(t, hints);
      for (const part of ['querystring', 'body'] as const) {
        const schema = route.schema[part];
        if (!schema || (part === 'body' && (route.method === 'GET' || route.method === 'HEAD'))) continue;
        const base = baseline(schema, who.hints);
        // A route that takes a body and a query string gets an ordinary body while its query is under test.
        const withBody = part === 'querystring' && route.schema.body && route.method !== 'GET' && route.method !== 'HEAD' ? { body: baseline(route.schema.body, who.hints) } : {};
        const ok = { locale: 'en' as Locale, what: 'ordinary', ...withBody, [part === 'body' ? 'body' : 'query']: base };
        const caller = await rightCaller(route, who, ok);
        const texts = leaves(schema).filter((l) => l.kind === 'text');
        for (const [i, leaf] of texts.entries()) {
          // A URL cannot carry a lone surrogate (see encodeQueryText): only NUL reaches a query string as such.
          for (const bad of part === 'body' ? BAD_CHARACTERS.slice(0, 3) : BAD_CHARACTERS.slice(0, 1)) {
            const locale = LOCALES[(i + checked) % LOCALES.length]!;
            const value = setAt(base, leaf.path, `ok${bad}ok`);
            const a: Attempt = { caller, locale, what: `${part}.${leaf.path.join('.')} holds ${JSON.stringify(bad)}`, ...withBody, ...(part === 'body' ? { body: value } : { query: value }) };
            const res = await send(route, who, a);
            // A rate limit may refuse before the input is read; that is no answer about the text.
            if (res.statusCode === 429) continue;
            checked += 1;
            const expected = translator(locale)('validation.text_unsupported_characters');
            const answer = res.statusCode === 400 ? apiErrorSchema.safeParse(res.json()) : undefined;
            if (!answer?.success || !answer.data.message.includes(expected)) {
              failures.push(`${routeKey(route)}: ${describeAttempt(a)} → ${res.statusCode} ${res.body.slice(0, 160)}`);
            }
          }
        }
      }
      // Headers the routes read (tokens, idempotency key, user agent, language) carry text too.
      for (const header of ['user-agent', 'idempotency-key', 'client-token', 'app-language']) {
        const a: Attempt = { caller: 'buyer', locale: 'fr', what: `header ${header}`, headers: { [header]: 'x\u0000y' } };
        const res = await send(route, who, a);
        if (res.statusCode === 429) continue;
        checked += 1;
        if (res.statusCode !== 400) failures.push(`${routeKey(route)}: ${describeAttempt(a)} → ${res.statusCode}`);
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  }, 90_000);

  it('answers generated bad payloads with 4xx {error, message}, never 5xx or internals', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of apiRoutes()) {
      const key = routeKey(route);
      const who = await callersFor(t, hints);
      const part = route.method === 'GET' || route.method === 'HEAD' || route.method === 'OPTIONS' ? 'querystring' : 'body';
      const schema = route.schema[part];
      const base = schema ? baseline(schema, who.hints) : {};
      const fields: Leaf[] = schema ? leaves(schema) : [];
      const ok = { locale: 'en' as Locale, what: 'ordinary', ...(part === 'body' ? { body: base } : { query: base }) };
      const served = key in NO_SCHEMA_NEEDED ? 'guest' : await rightCaller(route, who, ok);
      if (process.env.FC_VERBOSE) {
        const res = await send(route, who, { ...ok, caller: served });
        console.log(`ORDINARY ${key} as ${served}: ${res.statusCode} ${res.statusCode >= 300 ? res.body.slice(0, 150) : ''}`);
      }

      const field = fields.length > 0 ? fc.constantFrom(...fields).chain((leaf) => badValue(leaf.kind, getAt(base, leaf.path)).map((value) => ({ leaf, value }))) : fc.constant(undefined);
      const attempt: fc.Arbitrary<Attempt> = fc
        .record({
          caller: fc.oneof({ weight: 3, arbitrary: fc.constant<CallerKind>(served) }, { weight: 1, arbitrary: fc.constantFrom(...CALLERS) }),
          locale: fc.constantFrom(...LOCALES),
          shape: fc.oneof(
            { weight: 6, arbitrary: field.map((f) => ({ kind: 'field' as const, f })) },
            { weight: 1, arbitrary: badBody.map((b) => ({ kind: 'whole' as const, b })) },
            { weight: part === 'body' ? 1 : 0, arbitrary: rawBodies.map((raw) => ({ kind: 'raw' as const, raw })) },
            { weight: /\*/.test(route.url) ? 3 : 0, arbitrary: badPathTail.map((p) => ({ kind: 'path' as const, p })) },
            {
              weight: 1,
              arbitrary: fc
                .record({ name: fc.constantFrom('idempotency-key', 'client-token', 'app-language', 'if-none-match', 'content-type', 'x-forwarded-for'), value: fc.string({ maxLength: 30 }) })
                .map((h) => ({ kind: 'header' as const, h })),
            },
          ),
        })
        .map(({ caller, locale, shape }): Attempt => {
          const put = (value: unknown) => (part === 'body' ? { body: value } : { query: value });
          switch (shape.kind) {
            case 'field':
              return shape.f
                ? { caller, locale, what: `${part}.${shape.f.leaf.path.join('.')} (${shape.f.leaf.kind})`, ...put(setAt(base, shape.f.leaf.path, shape.f.value)) }
                : { caller, locale, what: 'ordinary', ...put(base) };
            case 'whole':
              return { caller, locale, what: `whole ${part}`, ...put(shape.b) };
            case 'raw':
              return { caller, locale, what: 'raw JSON', raw: shape.raw };
            case 'path':
              return { caller, locale, what: 'path', path: route.url.replace('*', shape.p), ...put(base) };
            case 'header':
              return { caller, locale, what: `header ${shape.h.name}`, headers: { [shape.h.name]: shape.h.value }, ...put(base) };
          }
        });

      const result = await fc.check(
        fc.asyncProperty(attempt, async (a) => {
          sent += 1;
          const res = await send(route, who, a);
          const wrong = answerProblem(res, { method: route.method, locale: a.locale, languageHeaderReplaced: a.headers?.['app-language'] !== undefined });
          if (wrong) throw new Error(`${wrong}: ${describeAttempt(a)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        }),
        { numRuns: RUNS_PER_ROUTE, seed: seedOf(key), endOnFailure: process.env.FC_SHRINK !== '1' },
      );
      if (result.failed) failures.push(`${key} (seed ${seedOf(key)}): ${(result.errorInstance as Error | undefined)?.message ?? String(result.errorInstance)}`);
    }
    expect(sent).toBeGreaterThan(apiRoutes().length * Math.min(RUNS_PER_ROUTE, 5));
    expect(failures).toEqual([]);
  }, FUZZ_TIMEOUT_MS);
});
