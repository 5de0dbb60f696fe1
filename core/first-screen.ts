/**
 * The first screens index.html's app shell holds (issue 16): the server shows the one a page request
 * asks for (server/services/web/first-screen.ts), and that page takes the shell away once its own
 * content is in (src/app/routes/root.tsx).
 */
export type FirstScreenName = 'supply' | 'home' | 'product' | 'results';
