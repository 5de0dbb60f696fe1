import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon, CloseIcon } from '../../../components/icons';
import { imageSources } from '../../../../core/catalogue/product-image';
import { apiUrl } from '../../../lib/api-client';
import { ChevronLeftIcon, ZoomInIcon, ZoomOutIcon } from '../../../components/icons';

const LEVELS = [1, 1.5, 2, 3, 4] as const;
/** Opening the dialog is the magnifier for touch and keyboard users, so it opens enlarged. */
const OPENING_LEVEL = 2;

const toolButton =
  'inline-flex size-11 items-center justify-center rounded-control border border-line bg-surface text-ink hover:bg-canvas disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The enlarged image: zoom buttons (and + / − keys), panning by dragging, touch scrolling or the arrow
 * keys once the image area has focus; previous/next when the product has several images.
 */
export function ImageZoomDialog({
  open,
  onOpenChange,
  returnFocusTo,
  ...viewer
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus goes back here on closing (the image button that opened it). */
  returnFocusTo: RefObject<HTMLElement | null>;
} & ZoomViewerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/70 animate-fade-in" />
        <Dialog.Content
          // The image area takes focus, so the arrow keys pan and + / − zoom straight away.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            const target = event.currentTarget;
            if (target instanceof HTMLElement) target.querySelector<HTMLElement>('[data-zoom-viewport]')?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-surface animate-fade-in focus:outline-none sm:inset-6 sm:rounded-card sm:shadow-raised"
        >
          {/* Mounted on each opening, so every opening starts enlarged on the middle of the image. */}
          <ZoomViewer {...viewer} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface ZoomViewerProps {
  images: readonly string[];
  index: number;
  onIndexChange: (index: number) => void;
  name: string;
}

function ZoomViewer({ images, index, onIndexChange, name }: ZoomViewerProps) {
  const { t } = useTranslation();
  const [level, setLevel] = useState<number>(OPENING_LEVEL);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const viewport = useRef<HTMLDivElement | null>(null);
  /** The point (as a fraction of the image) to keep in the middle after a zoom change. */
  const focusPoint = useRef({ x: 0.5, y: 0.5 });
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const count = images.length;
  const current = images[index] ?? images[0] ?? '';

  const [node, setNode] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!node) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);

  const side = Math.max(0, Math.min(size.width, size.height)) * level;

  useLayoutEffect(() => {
    const v = viewport.current;
    if (!v || side === 0) return;
    v.scrollLeft = focusPoint.current.x * v.scrollWidth - v.clientWidth / 2;
    v.scrollTop = focusPoint.current.y * v.scrollHeight - v.clientHeight / 2;
  }, [side]);

  const zoomTo = (next: number) => {
    const v = viewport.current;
    if (v && v.scrollWidth > 0) {
      focusPoint.current = {
        x: (v.scrollLeft + v.clientWidth / 2) / v.scrollWidth,
        y: (v.scrollTop + v.clientHeight / 2) / v.scrollHeight,
      };
    }
    setLevel(next);
  };
  const levelIndex = LEVELS.indexOf(level as (typeof LEVELS)[number]);
  const zoomIn = () => levelIndex < LEVELS.length - 1 && zoomTo(LEVELS[levelIndex + 1]!);
  const zoomOut = () => levelIndex > 0 && zoomTo(LEVELS[levelIndex - 1]!);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoomIn();
    } else if (event.key === '-' || event.key === '_') {
      event.preventDefault();
      zoomOut();
    }
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const v = viewport.current;
    if (event.pointerType !== 'mouse' || !v) return;
    drag.current = { x: event.clientX, y: event.clientY, left: v.scrollLeft, top: v.scrollTop };
    v.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const v = viewport.current;
    if (!drag.current || !v) return;
    v.scrollLeft = drag.current.left - (event.clientX - drag.current.x);
    v.scrollTop = drag.current.top - (event.clientY - drag.current.y);
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <>
      <div className="flex items-center gap-2 border-b border-line px-3 py-2 sm:px-4">
        <div className="min-w-0 flex-1">
          <Dialog.Title className="truncate text-base font-semibold text-ink">{name}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('product.gallery.dialog_description')}</Dialog.Description>
        </div>
        <button type="button" onClick={zoomOut} disabled={levelIndex <= 0} className={toolButton}>
          <ZoomOutIcon />
          <span className="sr-only">{t('product.gallery.zoom_out')}</span>
        </button>
        <p aria-live="polite" className="w-14 text-center text-sm font-medium text-ink tabular-nums">
          <span className="sr-only">{t('product.gallery.zoom_level')}: </span>
          {Math.round(level * 100)}%
        </p>
        <button type="button" onClick={zoomIn} disabled={levelIndex >= LEVELS.length - 1} className={toolButton}>
          <ZoomInIcon />
          <span className="sr-only">{t('product.gallery.zoom_in')}</span>
        </button>
        <Dialog.Close className={clsx(toolButton, 'ml-1 border-transparent')}>
          <CloseIcon width={24} height={24} />
          <span className="sr-only">{t('common.close')}</span>
        </Dialog.Close>
      </div>

      <div
        ref={(el) => {
          viewport.current = el;
          setNode(el);
        }}
        data-zoom-viewport=""
        role="region"
        aria-label={t('product.gallery.viewport', { name })}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        className={clsx(
          'flex min-h-0 flex-1 overflow-auto bg-canvas focus-visible:outline-offset-[-4px]',
          level > 1 ? 'cursor-grab active:cursor-grabbing' : '',
        )}
      >
        {side > 0 ? (
          <img
            src={imageSources(current, apiUrl).src}
            alt={t('product.gallery.image_alt', { name, index: index + 1, count })}
            draggable={false}
            style={{ width: side, height: side }}
            className="m-auto max-w-none shrink-0 select-none object-contain"
          />
        ) : null}
      </div>

      <div
        className={clsx(
          'items-center justify-between gap-3 border-t border-line px-3 py-2 text-sm text-ink-muted sm:flex sm:px-4',
          count > 1 ? 'flex' : 'hidden',
        )}
      >
        <p className="hidden sm:block">{t('product.gallery.dialog_hint')}</p>
        {count > 1 ? (
          <div className="ml-auto flex items-center gap-2">
            <button type="button" onClick={() => onIndexChange((index - 1 + count) % count)} className={toolButton}>
              <ChevronLeftIcon />
              <span className="sr-only">{t('product.gallery.previous')}</span>
            </button>
            <span className="tabular-nums">{t('product.gallery.position', { index: index + 1, count })}</span>
            <button type="button" onClick={() => onIndexChange((index + 1) % count)} className={toolButton}>
              <ChevronRightIcon />
              <span className="sr-only">{t('product.gallery.next')}</span>
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}
