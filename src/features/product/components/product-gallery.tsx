import clsx from 'clsx';
import { lazy, Suspense, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BoxIcon, ChevronRightIcon } from '../../../components/icons';
import { imageSources, PRODUCT_MAIN_SIZES } from '../../../../core/catalogue/product-image';
import { apiUrl } from '../../../lib/api-client';
import { ChevronLeftIcon, ZoomInIcon } from '../../../components/icons';

/** How much the hover magnifier enlarges: the lens covers 1/ZOOM of the image's width and height. */
const HOVER_ZOOM = 2.5;
const LENS = 1 / HOVER_ZOOM;

/** The zoom dialog (and Radix's dialog code) loads on the first opening: not before the page paints. */
const loadZoomDialog = () => import('./image-zoom-dialog');
const ImageZoomDialog = lazy(async () => ({ default: (await loadZoomDialog()).ImageZoomDialog }));

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function thumbnailSources(image: string) {
  const { src, srcSet } = imageSources(image, apiUrl);
  return srcSet ? { src, srcSet, sizes: '80px' } : { src };
}

/**
 * Spec §2.8 carousel and magnifier. With a mouse, hovering the image shows a lens and the enlarged
 * area in a pane beside it (desktop layout); clicking, tapping or pressing Enter on the image opens
 * the zoom dialog, which is also how touch and keyboard users magnify. Thumbnails and previous/next
 * buttons appear when there is more than one image.
 */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [zoomOpen, setZoomOpen] = useState(false);
  const [zoomMounted, setZoomMounted] = useState(false);
  const zoomButton = useRef<HTMLButtonElement>(null);
  const [pointer, setPointer] = useState<{ x: number; y: number } | null>(null);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const count = images.length;
  const current = images[clamp(index, 0, Math.max(0, count - 1))];
  const usable = current !== undefined && !failed.has(current);
  // The largest file as `src`: the hover magnifier enlarges it.
  const sources = usable ? imageSources(current, apiUrl) : { src: '' };
  const src = sources.src;

  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    setPointer({ x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height });
  };
  const lens = pointer && {
    left: clamp(pointer.x - LENS / 2, 0, 1 - LENS),
    top: clamp(pointer.y - LENS / 2, 0, 1 - LENS),
  };

  return (
    <section aria-label={t('product.gallery.label')} className="relative min-w-0">
      <div className="relative">
        {usable ? (
          <button
            ref={zoomButton}
            type="button"
            aria-haspopup="dialog"
            aria-label={t('product.gallery.zoom', { name })}
            onClick={() => {
              setZoomMounted(true);
              setZoomOpen(true);
            }}
            // Preload the dialog's chunk on intent, so it opens at once.
            onPointerEnter={() => void loadZoomDialog()}
            onFocus={() => void loadZoomDialog()}
            onPointerMove={onPointerMove}
            onPointerLeave={() => setPointer(null)}
            className="group relative block aspect-square w-full cursor-zoom-in overflow-hidden rounded-card border border-line bg-surface"
          >
            {/* The page's main picture: fetched at once, ahead of the images below it. */}
            <img
              src={src}
              srcSet={sources.srcSet}
              sizes={sources.srcSet ? PRODUCT_MAIN_SIZES : undefined}
              alt=""
              width={600}
              height={600}
              fetchPriority="high"
              decoding="async"
              onError={() => setFailed((set) => new Set(set).add(current))}
              className="size-full object-contain"
            />
            {lens ? (
              <span
                aria-hidden="true"
                className="pointer-events-none absolute hidden border-2 border-brand-700 bg-white/30 shadow-card lg:block"
                style={{ left: `${lens.left * 100}%`, top: `${lens.top * 100}%`, width: `${LENS * 100}%`, height: `${LENS * 100}%` }}
              />
            ) : null}
            <span
              aria-hidden="true"
              className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-surface/95 px-3 py-1.5 text-xs font-medium text-ink shadow-card"
            >
              <ZoomInIcon width={16} height={16} />
              <span className="hidden lg:inline">{t('product.gallery.hint_desktop')}</span>
              <span className="lg:hidden">{t('product.gallery.hint_touch')}</span>
            </span>
          </button>
        ) : (
          <div
            role="img"
            aria-label={name}
            className="grid aspect-square w-full place-items-center rounded-card border border-line bg-surface text-line-strong"
          >
            <BoxIcon width={72} height={72} />
          </div>
        )}
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              className="absolute top-1/2 left-2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full border border-line bg-surface/95 text-ink shadow-card hover:bg-canvas"
            >
              <ChevronLeftIcon />
              <span className="sr-only">{t('product.gallery.previous')}</span>
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              className="absolute top-1/2 right-2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full border border-line bg-surface/95 text-ink shadow-card hover:bg-canvas"
            >
              <ChevronRightIcon />
              <span className="sr-only">{t('product.gallery.next')}</span>
            </button>
            <p aria-live="polite" className="sr-only">
              {t('product.gallery.position', { index: index + 1, count })}
            </p>
          </>
        ) : null}
      </div>

      {lens && usable ? (
        // The enlarged area, over the product information beside the gallery; decorative, since the
        // zoom dialog gives every user the same enlargement.
        <div
          aria-hidden="true"
          className="pointer-events-none absolute top-0 left-[calc(100%+2rem)] z-20 hidden aspect-square w-full rounded-card border border-line bg-surface bg-no-repeat shadow-raised lg:block"
          style={{
            backgroundImage: `url("${src}")`,
            backgroundSize: `${HOVER_ZOOM * 100}%`,
            backgroundPosition: `${(lens.left / (1 - LENS)) * 100}% ${(lens.top / (1 - LENS)) * 100}%`,
          }}
        />
      ) : null}

      {count > 1 ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {images.map((image, i) => (
            <li key={`${image}-${i}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-current={i === index ? 'true' : undefined}
                className={clsx(
                  'block size-16 overflow-hidden rounded-control border-2 bg-surface sm:size-20',
                  i === index ? 'border-brand-700' : 'border-line hover:border-line-strong',
                )}
              >
                <img
                  {...thumbnailSources(image)}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  className="size-full object-contain"
                />
                <span className="sr-only">{t('product.gallery.thumbnail', { index: i + 1, count })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {usable && zoomMounted ? (
        <Suspense fallback={null}>
          <ImageZoomDialog
            open={zoomOpen}
            onOpenChange={setZoomOpen}
            returnFocusTo={zoomButton}
            images={images}
            index={index}
            onIndexChange={setIndex}
            name={name}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
