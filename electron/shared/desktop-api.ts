/**
 * The bridge between the sandboxed renderer and the main process: the preload exposes an object of
 * this type as `window.desktop`, and only `src/platform/` reads it.
 */
export interface DesktopApi {
  readonly platform: 'desktop';
  /** The desktop application's version (package.json `version`). */
  appVersion(): Promise<string>;
}

/** IPC channel names, one per DesktopApi method (kebab-case, prefixed by area). */
export const IPC_CHANNEL = {
  appVersion: 'app:version',
} as const;
export type IpcChannel = (typeof IPC_CHANNEL)[keyof typeof IPC_CHANNEL];

/** Where the desktop build finds the API when VITE_API_URL is not set at build time. */
export const DEFAULT_DESKTOP_API_URL = 'http://localhost:3000';
