import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { FIRST_FRAME, FRAME_MS, logoPose, nextFrame, RESTING_POSE } from './logo-bounce';
import { LogoMark } from './logo-mark';

/**
 * Spec §2.3: the loading overlay, a bouncing logo (frames 20–44, one every 30 ms). With reduced
 * motion the logo stands still. It fades in after a short delay, so quick loads never flash it.
 */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const [frame, setFrame] = useState(FIRST_FRAME);

  useEffect(() => {
    if (reducedMotion) return;
    const timer = window.setInterval(() => setFrame(nextFrame), FRAME_MS);
    return () => window.clearInterval(timer);
  }, [reducedMotion]);

  const pose = reducedMotion ? RESTING_POSE : logoPose(frame);
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-40 grid place-items-center bg-canvas/75 animate-overlay-in"
    >
      <div className="flex flex-col items-center gap-4">
        <div className="flex h-24 flex-col items-center justify-end">
          <LogoMark
            size={56}
            style={{
              transform: `translateY(${pose.translateY}px) scale(${pose.scaleX}, ${pose.scaleY})`,
              transformOrigin: '50% 100%',
            }}
          />
          <span
            aria-hidden="true"
            className="mt-1.5 h-2 w-12 rounded-[50%] bg-ink"
            style={{ transform: `scaleX(${pose.shadowScale})`, opacity: pose.shadowOpacity }}
          />
        </div>
        <span className="text-sm font-medium text-ink-muted">{t('common.loading')}</span>
      </div>
    </div>
  );
}
