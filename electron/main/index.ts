import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { app, BrowserWindow, ipcMain, net, protocol, session } from 'electron';
import { DEFAULT_DESKTOP_API_URL } from '../shared/desktop-api';
import { APP_ORIGIN, APP_SCHEME, resolveAppFile } from './app-protocol';
import { buildContentSecurityPolicy } from './content-security-policy';
import { registerIpcHandlers } from './ipc-handlers';
import { installNavigationGuards, isAllowedNavigation } from './navigation-policy';

const devServerUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
const appOrigin = devServerUrl ? new URL(devServerUrl).origin : APP_ORIGIN;
const apiOrigin = new URL(import.meta.env.VITE_API_URL || DEFAULT_DESKTOP_API_URL).origin;
const rendererDir = path.join(import.meta.dirname, '../renderer');
const preloadPath = path.join(import.meta.dirname, '../preload/index.cjs');
const csp = buildContentSecurityPolicy({ apiOrigin, devServerOrigin: devServerUrl });

// Both must happen before the ready event.
app.enableSandbox();
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
]);

function serveRenderer(): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const file = resolveAppFile(request.url, rendererDir);
    if (!file) return new Response('Not found', { status: 404 });
    let response: Response;
    try {
      response = await net.fetch(pathToFileURL(file).toString());
    } catch {
      return new Response('Not found', { status: 404 });
    }
    const headers = new Headers(response.headers);
    headers.set('Content-Security-Policy', csp);
    headers.set('X-Content-Type-Options', 'nosniff');
    return new Response(response.body, { status: response.status, headers });
  });
}

function hardenSession(): void {
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);
  // The dev server's documents get the same policy as the packaged app (plus what HMR needs).
  ses.webRequest.onHeadersReceived((details, callback) => {
    if (!isAllowedNavigation(details.url, appOrigin)) return callback({});
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp] } });
  });
}

function createWindow(): BrowserWindow {
  const win = new BrowserWindow({
    width: 1280,
    height: 860,
    minWidth: 390,
    show: false,
    backgroundColor: '#ffffff',
    title: 'Supply Desk',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });
  installNavigationGuards(win.webContents, appOrigin, (url) => console.warn(`Blocked navigation to ${url}`));
  win.once('ready-to-show', () => win.show());
  void win.loadURL(devServerUrl ?? `${APP_ORIGIN}/index.html`);
  return win;
}

app.on('web-contents-created', (_event, contents) => {
  contents.on('will-attach-webview', (event) => event.preventDefault());
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

void app.whenReady().then(() => {
  serveRenderer();
  hardenSession();
  registerIpcHandlers(ipcMain, { appOrigin, getVersion: () => app.getVersion() });
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});
