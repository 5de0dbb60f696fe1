import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, LogController, type RouteOptions } from 'fastify';
import './app-context';
import { noQuerySchema } from '../core/schemas/common';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import { ApiError } from './http/api-error';
import { parseJsonBodies } from './http/json-body';
import { zodValidatorCompilerWith } from './http/zod-validation';
import { responseSerializerCompiler } from './http/zod-serialization';
import { requestLogger } from './http/request-logger';
import { listenForNotifications } from './db/listen';
import { answerError, errorHandler } from './plugins/error-handler';
import { headerTextRule } from './plugins/header-text';
import { authPlugin } from './plugins/auth';
import { compression } from './plugins/compression';
import { cors } from './plugins/cors';
import { rateLimitPlugin } from './plugins/rate-limit';
import mapsPlugin from './plugins/maps';
import notificationsPlugin from './plugins/notifications';
import paymentsPlugin from './plugins/payments';
import paymentReconcilerPlugin from './plugins/payment-reconciler';
import standingOrdersPlugin from './plugins/standing-orders';
import standingOrderRoutes from './routes/standing-orders/index';
import readbackRoutes from './routes/readback/index';
import substitutionRoutes from './routes/substitutions/index';
import { requestLanguage } from './plugins/request-language';
import { requestSteps } from './plugins/request-steps';
import { requestSignature } from './plugins/request-signature';
import { securityHeaders } from './plugins/security-headers';
import accountRoutes from './routes/account/index';
import agentRoutes from './routes/agent/index';
import authRoutes from './routes/auth/index';
import backOfficeRoutes from './routes/back-office/index';
import { pageSender } from './http/send-page';
import cartRoutes from './routes/cart/index';
import catalogueRoutes from './routes/catalogue/index';
import chatRoutes from './routes/chat/index';
import claimRoutes from './routes/claims/index';
import devRoutes from './routes/dev/index';
import devFulfilmentRoutes from './routes/dev/fulfilment';
import driverRoutes from './routes/driver/index';
import eventLogRoutes from './routes/event-log/index';
import fulfilmentRoutes from './routes/fulfilment/index';
import checkoutMapRoutes from './routes/location/checkout-map';
import locationRoutes from './routes/location/index';
import mapsRoutes from './routes/location/maps-routes';
import orderRoutes from './routes/orders/index';
import padRoutes from './routes/pad/index';
import photoRoutes from './routes/photos/index';
import productPictureRoutes from './routes/photos/product-pictures';
import paymentRoutes from './routes/payments/index';
import productExtrasRoutes from './routes/product-extras/index';
import promoRoutes from './routes/promo/index';
import receiptRoutes from './routes/receipts/index';
import searchRoutes from './routes/search/index';
import settingsRoutes from './routes/settings/index';
import newsletterRoutes from './routes/newsletter/index';
import shopRoutes from './routes/shops/index';
import bannerRoutes from './routes/banners/index';
import { CATALOGUE_CHANNEL, CatalogueCache } from './services/catalogue-cache';
import { MiniSearchEngine } from './services/search/minisearch-engine';
import { finalInvoiceMailsSettled } from './services/receipts/final-invoice-mail';

/** Cache-Control of the build's hashed assets. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface AppDeps {
  config: ServerConfig;
  db: Database;
  catalogue?: CatalogueCache;
  /** Defaults to the system clock. */
  clock?: () => Date;
  /**
   * PostgreSQL's address: the server LISTENs there for catalogue changes made by other servers, so it
   * serves them at once instead of at its next version check (server/db/listen.ts).
   */
  databaseUrl?: string;
  /** Sees every route as it is registered (the route-coverage tests enumerate the API with it). */
  onRoute?: (route: RouteOptions) => void;
}

/** TRUST_PROXY as Fastify takes it: a hop count trusts that many proxies in front of the server. */
function trustedProxies(setting: ServerConfig['TRUST_PROXY']): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** Builds the API and the static web build; `server.ts` only listens. Tests call `app.inject`. */
export async function buildApp({ config, db, catalogue, clock, onRoute, databaseUrl }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    // X-Forwarded-For only from the proxies TRUST_PROXY names: otherwise any client could pick its own request.ip.
    trustProxy: trustedProxies(config.TRUST_PROXY),
    // Per-request log lines only while developing; errors are always logged.
    logController: new LogController({ disableRequestLogging: config.NODE_ENV !== 'development' }),
    // Each request's child logger is made when it first logs, not for every request (http/request-logger.ts).
    childLoggerFactory: requestLogger,
    // A URL the router cannot decode is refused before any hook or error handler: answer it like the rest.
    frameworkErrors: (error, request, reply) => void answerError(error, request, reply as FastifyReply),
    // Graceful shutdown (server.ts on SIGTERM): app.close() stops accepting connections and closes idle
    // keep-alive ones; a request that still arrives on an open connection (a balancer's pooled one)
    // is served like the ones in flight, not refused with a 503 nobody may retry.
    return503OnClosing: false,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(zodValidatorCompilerWith({ checkCompiled: config.NODE_ENV === 'test' }));
  // Answers are written from their response schema; under test every answer is checked against it too.
  app.setSerializerCompiler(responseSerializerCompiler({ checkContracts: config.NODE_ENV === 'test' }));
  parseJsonBodies(app);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('catalogue', catalogue ?? new CatalogueCache(db));
  app.decorate('clock', clock ?? (() => new Date()));
  if (databaseUrl) {
    // Changes notified while the listening connection was down are lost: the snapshot is reloaded in full.
    const unlisten = await listenForNotifications(databaseUrl, CATALOGUE_CHANNEL, () => app.catalogue.invalidate(), {
      onReconnect: () => app.catalogue.reloadFully(),
    });
    app.addHook('onClose', unlisten);
  }

  // One onRequest hook runs the steps the next five plugins add, in the order they are registered.
  await app.register(requestSteps);
  await app.register(cors, {
    origins: config.CORS_ORIGINS,
    allowedHeaders: [
      'content-type', 'mobile-os', 'device-id', 'app-version', 'app-language', 'ts', 'authorization-token',
      'client-token', 'authorization', 'idempotency-key', 'package-name', 'remember-merchant',
    ],
    // The desktop renderer is cross-origin: it reads how long to wait after a 429 and an invoice's file name.
    exposedHeaders: ['retry-after', 'content-disposition', 'etag'],
  });
  await app.register(securityHeaders, { stripe: config.PAYMENT_PROVIDER === 'stripe', crisp: config.CHAT_PROVIDER === 'crisp' });
  // Before any route: @fastify/compress attaches itself to the routes registered after it.
  await app.register(compression);
  await app.register(requestLanguage);
  await app.register(errorHandler);
  await app.register(rateLimitPlugin);
  await app.register(headerTextRule);
  await app.register(requestSignature, { salt: config.SIGNATURE_SALT, required: config.REQUIRE_SIGNATURE });
  await app.register(mapsPlugin);
  await app.register(authPlugin);
  await app.register(notificationsPlugin);
  await app.register(paymentsPlugin);
  await app.register(paymentReconcilerPlugin);
  await app.register(standingOrdersPlugin);

  // Readiness for a load balancer or systemd: 200 once the catalogue snapshot is loaded, 503 before
  // it and from the moment shutdown begins (outside /api: no signature, nothing to validate).
  app.decorate('draining', false);
  app.addHook('preClose', async () => {
    app.draining = true;
  });
  // A graceful stop also lets the final invoices being mailed in the background go out.
  app.addHook('onClose', () => finalInvoiceMailsSettled(app));
  // While draining, each answer ends its keep-alive connection: a balancer's pooled connection is
  // closed after the request it carried instead of under a request it is sending.
  // A callback hook, not an async one: it runs on every answer and needs no promise.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.draining) reply.header('connection', 'close');
    done(null, payload);
  });
  app.get('/healthz', { schema: { querystring: noQuerySchema } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // Answered here, not thrown: a 503 while starting or stopping is expected, not an error to log.
    const [code, key] = app.draining ? ['SERVER_STOPPING', 'errors.server_stopping'] : ['SERVER_STARTING', 'errors.server_starting'];
    if (app.draining || !app.catalogue.loaded) return reply.code(503).send({ error: code, message: request.t(key) });
    return { status: 'ready' as const };
  });

  await app.register(settingsRoutes);
  await app.register(newsletterRoutes);
  await app.register(catalogueRoutes);
  await app.register(shopRoutes);
  await app.register(bannerRoutes);
  await app.register(locationRoutes);
  await app.register(checkoutMapRoutes);
  await app.register(mapsRoutes);
  await app.register(productExtrasRoutes);
  // One search index, shared by the search calls and the first screen of /results (http/send-page.ts).
  const searchEngine = new MiniSearchEngine(app.catalogue);
  await app.register(searchRoutes, { engine: searchEngine });
  await app.register(cartRoutes);
  await app.register(promoRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(orderRoutes);
  await app.register(standingOrderRoutes);
  await app.register(readbackRoutes);
  await app.register(substitutionRoutes);
  await app.register(paymentRoutes);
  await app.register(padRoutes);
  await app.register(receiptRoutes);
  await app.register(agentRoutes);
  await app.register(claimRoutes);
  await app.register(chatRoutes);
  await app.register(driverRoutes);
  await app.register(photoRoutes);
  await app.register(productPictureRoutes);
  await app.register(fulfilmentRoutes);
  await app.register(backOfficeRoutes);
  await app.register(eventLogRoutes);
  // The sandbox outbox reader; absent in production.
  if (config.NODE_ENV !== 'production') await app.register(devRoutes);
  // A shortcut through the warehouse's steps for end-to-end tests (staff only); absent in production.
  if (config.NODE_ENV !== 'production') await app.register(devFulfilmentRoutes);

  const resourcesDir = resolve(config.RESOURCES_DIR);
  await app.register(fastifyStatic, {
    root: resourcesDir,
    prefix: '/resources/',
    maxAge: '1d',
    decorateReply: false,
    // Product images are public: the desktop app (app://bundle) shows them from this origin.
    setHeaders: (reply) => reply.header('cross-origin-resource-policy', 'cross-origin'),
  });

  const webDir = resolve(config.WEB_DIST);
  const hasWeb = existsSync(resolve(webDir, 'index.html'));
  const assetsDir = resolve(webDir, 'assets') + sep;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: true,
      // The build writes index.html.br, app-….js.gz and so on beside each file (vite.config.ts):
      // served as they are, in the encoding the browser prefers, with no compression per request.
      preCompressed: true,
      cacheControl: false,
      // Hashed file names never change content: a year, immutable. Anything else (index.html) is
      // checked on every visit against its ETag, so a new release shows at once.
      setHeaders: (reply, path) => reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : 'no-cache'),
      // Source maps are never served (the build emits none; a local debug build's stay private).
      allowedPath: (pathName) => !pathName.endsWith('.map'),
    });
  }

  const sendPage = hasWeb ? pageSender(app, webDir, searchEngine) : null;
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing asset (a stale /assets/*.js after a rebuild) is a 404, not the page.
    const isPage = request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/resources/') && !/\.[a-z0-9]+$/i.test(path);
    // Client-side routes (/supply, /cn/product/…) all load the single-page app.
    if (isPage && sendPage) return sendPage(request, reply);
    throw new ApiError(404, 'NOT_FOUND', 'errors.not_found');
  });

  return app;
}
