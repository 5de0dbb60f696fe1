import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { bouncePoses, FIRST_FRAME, FRAME_MS, logoPose, RESTING_POSE, type LogoPose } from './logo-bounce';
import { LogoMark } from './logo-mark';

const logoTransform = (pose: LogoPose) => `translateY(${pose.translateY}px) scale(${pose.scaleX}, ${pose.scaleY})`;
const shadowTransform = (pose: LogoPose) => `scaleX(${pose.shadowScale})`;

/**
 * Spec §2.3: the loading overlay, a bouncing logo (frames 20–44, one every 30 ms). With reduced
 * motion the logo stands still. It fades in after a short delay, so quick loads never flash it.
 *
 * The frames run as a Web Animation on the compositor, not as React state: a render every 30 ms
 * kept interrupting the render of the page being loaded (a transition), which on a slow phone could
 * hold the page change back until React's five-second limit.
 */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const logo = useRef<HTMLSpanElement>(null);
  const shadow = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (reducedMotion) return;
    const poses = bouncePoses();
    const timing = { duration: poses.length * FRAME_MS, iterations: Infinity };
    const animations = [
      logo.current?.animate?.(poses.map((pose) => ({ transform: logoTransform(pose) })), timing),
      shadow.current?.animate?.(poses.map((pose) => ({ transform: shadowTransform(pose), opacity: pose.shadowOpacity })), timing),
    ];
    return () => animations.forEach((animation) => animation?.cancel());
  }, [reducedMotion]);

  const pose = reducedMotion ? RESTING_POSE : logoPose(FIRST_FRAME);
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-40 grid place-items-center bg-canvas/75 animate-overlay-in"
    >
      <div className="flex flex-col items-center gap-4">
        <div className="flex h-24 flex-col items-center justify-end">
          <span ref={logo} className="block" style={{ transform: logoTransform(pose), transformOrigin: '50% 100%' }}>
            <LogoMark size={56} className="block" />
          </span>
          <span
            ref={shadow}
            aria-hidden="true"
            className="mt-1.5 h-2 w-12 rounded-[50%] bg-ink"
            style={{ transform: shadowTransform(pose), opacity: pose.shadowOpacity }}
          />
        </div>
        <span className="text-sm font-medium text-ink-muted">{t('common.loading')}</span>
      </div>
    </div>
  );
}
