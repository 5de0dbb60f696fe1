import { spawnSync } from 'node:child_process';
import { E2E_ORIGIN } from '../e2e/e2e-origin';

/**
 * The desktop bundle for the Electron e2e (`npm test`): `electron-vite build` with VITE_API_URL set to
 * the e2e server's origin (E2E_PORT, default 4310), which e2e/desktop/agent-order.spec.ts checks. A
 * release build points VITE_API_URL at the real API with `npm run build:desktop` instead.
 */
console.log(`build:desktop for the e2e server: VITE_API_URL=${E2E_ORIGIN}`);
const result = spawnSync('npx', ['electron-vite', 'build'], { stdio: 'inherit', env: { ...process.env, VITE_API_URL: E2E_ORIGIN } });
process.exit(result.status ?? 1);
