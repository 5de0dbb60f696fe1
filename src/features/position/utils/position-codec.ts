import { serializeCookie, TEN_YEARS_SECONDS } from '../../../lib/cookies';
import { POSITION_COOKIE } from '../../../../core/position/position';
import type { Position } from '../types/position';

export { isPickup, parsePosition, POSITION_COOKIE, readPositionCookie, shopIdOf } from '../../../../core/position/position';

/** The `document.cookie` assignment for a position (JSON, path '/', 10 years; spec §3). */
export function positionCookie(position: Position): string {
  return serializeCookie(POSITION_COOKIE, JSON.stringify(position), { path: '/', maxAge: TEN_YEARS_SECONDS });
}
