import clsx from 'clsx';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bannerImageSources } from '../../../../core/banners/banner-image';
import { isInternalBannerLink } from '../../../../core/banners/banner-link';
import type { Banner } from '../../../../core/schemas/banner';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../../components/icons';
import { useLocalizedPath } from '../../../hooks/use-locale';
import { releaseAppShell } from '../../../lib/app-shell';
import { useBanners } from '../api/get-banners';

/** How long a banner stays before the next one (WCAG 2.2.2: the pause button stops it). */
const ADVANCE_MS = 6000;
/** A horizontal swipe at least this long (px) turns the banner. */
const SWIPE_PX = 40;

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Spec §2.8 home banner: the shop's banners (api/ads/universal_banners) one at a time (the WAI-ARIA
 * APG carousel): a pause/play button, previous and next, one dot per banner; it turns every few
 * seconds unless paused, hovered or holding the focus, and never by itself for a visitor who asks
 * for reduced motion. Arrow keys turn it while the focus is inside; a swipe turns it on touch screens.
 * The first picture loads at once, the others only when shown. Nothing when the shop has no banner.
 */
export function BannerCarousel({ className }: { className?: string }) {
  const query = useBanners();
  const list = query.data?.banners ?? [];
  // index.html's shell may show the first banner (server/services/web/home-screen.ts): it stays until
  // the carousel has painted that banner (Carousel), or until it is known there is none.
  const settledEmpty = (query.data !== undefined && list.length === 0) || query.isError;
  useEffect(() => {
    if (settledEmpty) releaseAppShell();
  }, [settledEmpty]);
  if (list.length === 0) return null;
  // A new shop or language starts from its first banner.
  return <Carousel key={`${query.data?.shop_id}:${list.map((b) => b.id).join(',')}`} banners={list} className={className} />;
}

function Carousel({ banners, className }: { banners: Banner[]; className?: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  /** Paused by the visitor (or from the start, for reduced motion). */
  const [paused, setPaused] = useState(reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const touchX = useRef<number | null>(null);
  const count = banners.length;
  const several = count > 1;
  const rotating = several && !paused && !hovered && !focused;

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  // The shell (src/lib/app-shell.ts) goes once the first banner shows here as it does there: its
  // picture decoded and its slide faded in, so the swap is not seen.
  const firstSlide = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const slide = firstSlide.current;
    const picture = slide?.querySelector('img');
    if (!slide || !picture) return releaseAppShell();
    const shown = () => Promise.all(typeof slide.getAnimations === 'function' ? slide.getAnimations().map((a) => a.finished) : []);
    picture.decode().then(shown).then(releaseAppShell, releaseAppShell);
  }, []);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => go(index + 1), ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, go]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!several) return;
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };
  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    touchX.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    go(end < start ? index + 1 : index - 1);
  };

  return (
    <section
      aria-roledescription={t('home.banners.carousel')}
      aria-label={t('home.banners.label')}
      className={clsx('flex flex-col gap-2', className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div
        // Announced when the visitor turns it, silent while it turns by itself.
        aria-live={rotating ? 'off' : 'polite'}
        className="relative overflow-hidden rounded-card bg-brand-900 shadow-card"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        {banners.map((banner, i) => (
          <div
            key={banner.id}
            role="group"
            aria-roledescription={t('home.banners.slide_role')}
            aria-label={t('home.banners.slide', { index: i + 1, count })}
            hidden={i !== index}
            ref={i === 0 ? firstSlide : undefined}
            className="animate-fade-in"
          >
            <BannerSlide banner={banner} first={i === 0} />
          </div>
        ))}
      </div>
      {several ? (
        <div className="flex items-center justify-center gap-1">
          <ControlButton label={paused ? t('home.banners.play') : t('home.banners.pause')} onClick={() => setPaused((p) => !p)}>
            {paused ? <PlayIcon width={18} height={18} /> : <PauseIcon width={18} height={18} />}
          </ControlButton>
          <ControlButton label={t('home.banners.previous')} onClick={() => go(index - 1)}>
            <ChevronLeftIcon width={18} height={18} />
          </ControlButton>
          <ul className="flex items-center">
            {banners.map((banner, i) => (
              <li key={banner.id}>
                <button
                  type="button"
                  aria-label={t('home.banners.go_to', { index: i + 1 })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => go(i)}
                  className="grid size-8 place-items-center rounded-full"
                >
                  <span className={clsx('block size-2.5 rounded-full transition-colors', i === index ? 'bg-brand-700' : 'bg-line-strong')} />
                </button>
              </li>
            ))}
          </ul>
          <ControlButton label={t('home.banners.next')} onClick={() => go(index + 1)}>
            <ChevronRightIcon width={18} height={18} />
          </ControlButton>
        </div>
      ) : null}
    </section>
  );
}

function ControlButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="grid size-9 place-items-center rounded-full border border-line bg-surface text-ink hover:bg-brand-50"
    >
      {children}
    </button>
  );
}

/** One banner: its picture with the title over it (below it on phones), the whole a link where it says. */
function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const internal = isInternalBannerLink(banner.link);
  const picture = bannerImageSources(banner);
  const body = (
    <>
      <img
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={picture.sizes}
        width={banner.image_width}
        height={banner.image_height}
        alt=""
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding="async"
        className="block h-auto w-full"
      />
      <span className="flex flex-col items-start gap-2 bg-brand-900 p-4 sm:absolute sm:inset-y-0 sm:left-0 sm:w-1/2 sm:justify-center sm:bg-transparent sm:bg-linear-to-r sm:from-black/60 sm:via-black/25 sm:to-transparent sm:p-8">
        <span className="max-w-md text-lg leading-snug font-bold text-white sm:text-2xl">{banner.title}</span>
        <span className="inline-flex items-center gap-1 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-900">
          {t('home.banners.shop_now')}
          <ChevronRightIcon width={16} height={16} />
        </span>
        {internal ? null : <span className="sr-only">{t('home.banners.opens_elsewhere')}</span>}
      </span>
    </>
  );
  const classes = 'relative block focus-visible:outline-offset-[-4px]';
  return internal ? (
    <Link to={localized(banner.link)} className={classes}>
      {body}
    </Link>
  ) : (
    <a href={banner.link} target="_blank" rel="noopener noreferrer" className={classes}>
      {body}
    </a>
  );
}
