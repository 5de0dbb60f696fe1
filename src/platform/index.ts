import { createDesktopPlatform } from './desktop';
import type { Platform } from './platform';
import { createWebPlatform } from './web';

/** The one place that decides which face is running: the preload's bridge means desktop. */
export const platform: Platform = window.desktop ? createDesktopPlatform(window.desktop) : createWebPlatform();
