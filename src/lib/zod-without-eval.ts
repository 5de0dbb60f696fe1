/*
 * What `zod` means in the renderer bundles (an alias in vite.config.ts and electron.vite.config.ts;
 * the server and the tests use zod itself). The pages run under a Content-Security-Policy without
 * 'unsafe-eval' (server/http/content-security-policy.ts, electron/main/content-security-policy.ts):
 * zod probes `new Function` as soon as an object schema is built, the policy refuses it and the
 * browser reports a violation. Jitless parsing gives the same results without the probe. The config
 * must run before any schema module does, which only an alias can promise once modules are split
 * into chunks: every importer of zod gets this module, whose body runs before theirs.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
