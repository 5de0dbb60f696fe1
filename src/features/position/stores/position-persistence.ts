import { platform } from '../../../platform';
import type { Position } from '../types/position';
import { parsePosition, POSITION_COOKIE, positionCookie, readPositionCookie } from '../utils/position-codec';

/*
 * The 'position' cookie is the store (spec §3). The desktop console runs on app://, whose cookies
 * are not guaranteed to persist, so there platform storage keeps a copy as well.
 */
const keepsCopy = platform.kind === 'desktop';

export function savePosition(position: Position): void {
  document.cookie = positionCookie(position);
  if (keepsCopy) void platform.storage.set(POSITION_COOKIE, JSON.stringify(position));
}

/** The saved position: the cookie, else (desktop) the stored copy. */
export async function loadSavedPosition(): Promise<Position | null> {
  const fromCookie = readPositionCookie(document.cookie);
  if (fromCookie || !keepsCopy) return fromCookie;
  try {
    return parsePosition(JSON.parse((await platform.storage.get(POSITION_COOKIE)) ?? 'null'));
  } catch {
    return null;
  }
}
