/** Debian's Chromium, launched with the flags this network-less machine needs. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium 156's headless browser still starts the omnibox's two WebUI popups (a renderer each,
  // chrome://omnibox-popup.top-chrome): no test or measurement uses them, and they took a launch
  // 1.2–1.8 s instead of 0.3–0.5 and competed for the 2 cores. Chromium merges this list with
  // Playwright's own --disable-features.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
