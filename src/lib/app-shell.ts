import type { FirstScreenName } from '../../core/first-screen';

/** index.html's app shell, drawn over the page until the first page is ready. */
const SHELL_ID = 'app-shell';

/** At the latest this long after the app starts, the shell goes whatever the page is doing. */
const SHELL_AT_MOST_MS = 6000;

/**
 * Takes index.html's app shell away (once; later calls do nothing). The first page calls it when it
 * shows its content: the supply page once its menu is in (the server drew that menu's first pictures
 * into the shell: server/services/web/first-screen.ts), the home page once its banners are in when
 * the server drew its first screen (server/services/web/home-screen.ts), the product and search
 * results pages once their answer is in when the server drew their pictures
 * (server/services/web/first-screen.ts), any other page as soon as it renders (Root).
 */
export function releaseAppShell(): void {
  document.getElementById(SHELL_ID)?.remove();
}

/** Whether the server drew this page's first screen into the shell (it then stays until the page says it is ready). */
export function appShellDraws(page: FirstScreenName): boolean {
  return document.querySelector(`#${SHELL_ID} [data-first-screen="${page}"]:not([hidden])`) !== null;
}

/** The shell never outstays a page that fails to say it is ready. */
export function releaseAppShellLater(): void {
  setTimeout(releaseAppShell, SHELL_AT_MOST_MS);
}
