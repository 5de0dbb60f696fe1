/**
 * The e2e server's address (playwright.config.ts starts it there): E2E_PORT, default 4310. The desktop
 * build that the Electron e2e starts must talk to this origin (scripts/build-desktop-e2e.ts).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`;
