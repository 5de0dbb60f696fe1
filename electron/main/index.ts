import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, net, protocol, safeStorage, session } from 'electron';
import Store from 'electron-store';
import { DEFAULT_SIGNATURE_SALT } from '../../core/request-signature';
import { DEFAULT_DESKTOP_API_URL, IPC_CHANNEL } from '../shared/desktop-api';
import { APP_ORIGIN, APP_SCHEME, resolveAppFile } from './app-protocol';
import { buildContentSecurityPolicy } from './content-security-policy';
import { createDeepLinkRouter, protocolClientArgs } from './deep-link';
import { downloadInvoices, saveFile } from './invoice-files';
import { registerIpcHandlers } from './ipc-handlers';
import { installNavigationGuards, isAllowedNavigation } from './navigation-policy';
import { permissionCheckHandler, permissionRequestHandler } from './permission-policy';
import { createSecureStorage } from './secure-storage';

const devServerUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
const appOrigin = devServerUrl ? new URL(devServerUrl).origin : APP_ORIGIN;
const apiOrigin = new URL(import.meta.env.VITE_API_URL || DEFAULT_DESKTOP_API_URL).origin;
const signatureSalt = import.meta.env.VITE_SIGNATURE_SALT?.trim() || DEFAULT_SIGNATURE_SALT;
const rendererDir = path.join(import.meta.dirname, '../renderer');
const preloadPath = path.join(import.meta.dirname, '../preload/index.cjs');
const csp = buildContentSecurityPolicy({ apiOrigin, devServerOrigin: devServerUrl });

// Tests (e2e/desktop) run each app in a fresh data folder and leave the OS's link handler alone.
const testDataDir = process.env.SUPPLY_DESK_USER_DATA;
if (testDataDir) app.setPath('userData', path.resolve(testDataDir));

let mainWindow: BrowserWindow | null = null;

const deepLinks = createDeepLinkRouter({
  now: () => Date.now(),
  send: (event) => {
    if (!mainWindow || mainWindow.isDestroyed()) return false;
    mainWindow.webContents.send(IPC_CHANNEL.agentLink, event);
    return true;
  },
  onLink: () => showWindow(),
});

// One instance owns the window: a link opened while it runs arrives as `second-instance` argv.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  start();
}

function start(): void {
  if (!testDataDir) {
    const client = protocolClientArgs(process);
    if (client.path) app.setAsDefaultProtocolClient(client.scheme, client.path, client.args);
    else app.setAsDefaultProtocolClient(client.scheme);
  }

  // Both must happen before the ready event.
  app.enableSandbox();
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
  ]);

  // macOS delivers links through open-url, possibly before ready: register it now.
  app.on('open-url', (event, url) => {
    event.preventDefault();
    deepLinks.receive(url);
  });
  app.on('second-instance', (_event, argv) => {
    if (!deepLinks.receiveArgv(argv)) showWindow();
  });
  // Windows and Linux: the link the app was started with.
  deepLinks.receiveArgv(process.argv);

  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  void app.whenReady().then(() => {
    serveRenderer();
    hardenSession();
    registerIpcHandlers(ipcMain, {
      appOrigin,
      getVersion: () => app.getVersion(),
      secureStorage: createSecureStorage({
        cipher: safeStorage,
        store: new Store<Record<string, string>>({ name: 'secure-storage' }),
        platform: process.platform,
      }),
      takeAgentLinks: () => deepLinks.take(),
      saveFile: (request) =>
        saveFile(request, {
          defaultFolder: app.getPath('downloads'),
          showSaveDialog: (options) => (mainWindow ? dialog.showSaveDialog(mainWindow, options) : dialog.showSaveDialog(options)),
        }),
      downloadInvoices: (request, { onProgress, signal }) =>
        downloadInvoices(request, {
          apiOrigin,
          salt: signatureSalt,
          onProgress,
          signal,
          showOpenDialog: (options) => (mainWindow ? dialog.showOpenDialog(mainWindow, options) : dialog.showOpenDialog(options)),
        }),
    });
    mainWindow = createWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) mainWindow = createWindow();
    });
  });
}

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
  // Geolocation for the app's own origin only (the console's "Current location"); everything else denied.
  ses.setPermissionRequestHandler(permissionRequestHandler(appOrigin));
  ses.setPermissionCheckHandler(permissionCheckHandler(appOrigin));
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
  // No shell.openExternal anywhere: links that leave the app are denied, never handed to the OS.
  installNavigationGuards(win.webContents, appOrigin, (url) => console.warn(`Blocked navigation to ${url}`));
  // A new document (reload) has no listener yet: queue links until it drains them again.
  win.webContents.on('did-start-navigation', (details) => {
    if (details.isMainFrame && !details.isSameDocument) deepLinks.detach();
  });
  win.on('closed', () => {
    deepLinks.detach();
    if (mainWindow === win) mainWindow = null;
  });
  win.once('ready-to-show', () => win.show());
  void win.loadURL(devServerUrl ?? `${APP_ORIGIN}/index.html`);
  return win;
}

/** A link (or a second launch) brings the window to the front; on macOS it may need re-creating. */
function showWindow(): void {
  if (!app.isReady()) return;
  if (!mainWindow || mainWindow.isDestroyed()) {
    mainWindow = createWindow();
    return;
  }
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.show();
  mainWindow.focus();
}
