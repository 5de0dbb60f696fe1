/** Spec §2.3, §9: the loader's bouncing logo cycles frames 20 to 44, one frame every 30 ms. */
export const FIRST_FRAME = 20;
export const LAST_FRAME = 44;
export const FRAME_MS = 30;


export interface LogoPose {
  /** px, negative is up. */
  translateY: number;
  scaleX: number;
  scaleY: number;
  /** The shadow under the logo shrinks and fades as it rises. */
  shadowScale: number;
  shadowOpacity: number;
}

const HEIGHT_PX = 30;

/**
 * One frame of the bounce: the logo leaves the ground at frame 20, peaks halfway and lands at 44,
 * squashing a little while it touches the ground.
 */
export function logoPose(frame: number): LogoPose {
  const clamped = Math.min(LAST_FRAME, Math.max(FIRST_FRAME, frame));
  const progress = (clamped - FIRST_FRAME) / (LAST_FRAME - FIRST_FRAME);
  const height = Math.sin(Math.PI * progress);
  const squash = Math.max(0, 1 - height * 4);
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    translateY: round(-HEIGHT_PX * height),
    scaleX: round(1 + 0.14 * squash),
    scaleY: round(1 - 0.16 * squash),
    shadowScale: round(1 - 0.55 * height),
    shadowOpacity: round(0.28 - 0.18 * height),
  };
}

/** One bounce, frame by frame (20 to 44): the loader plays it on a loop, FRAME_MS per pose. */
export function bouncePoses(): LogoPose[] {
  return Array.from({ length: LAST_FRAME - FIRST_FRAME + 1 }, (_, i) => logoPose(FIRST_FRAME + i));
}

/** The pose shown when motion is reduced: standing still. */
export const RESTING_POSE: LogoPose = { translateY: 0, scaleX: 1, scaleY: 1, shadowScale: 1, shadowOpacity: 0.2 };
