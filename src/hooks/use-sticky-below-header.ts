import { useEffect, useState, type RefObject } from 'react';

/** The layout marks its sticky header (navbar, and the agent bar above it) with this attribute. */
export const STICKY_HEADER_ATTRIBUTE = 'data-sticky-header';

/** Space kept between the sticky header and a side panel stuck under it, and below the panel. */
const GAP_PX = 16;

/**
 * Where a side panel (the checkout's order summary) may stick: just under the page's sticky header
 * (whose height depends on the width and on the agent bar), and only while the whole panel fits in
 * the window below it. A taller panel scrolls with the page instead, so its last lines and its
 * button are never held out of reach below the window's edge. Null: do not stick.
 */
export function useStickyBelowHeader(ref: RefObject<HTMLElement | null>): { top: number } | null {
  const [placement, setPlacement] = useState<{ top: number } | null>(null);

  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const header = document.querySelector<HTMLElement>(`[${STICKY_HEADER_ATTRIBUTE}]`);
    const measure = () => {
      const headerHeight = header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().height : 0;
      const top = Math.round(headerHeight + GAP_PX);
      const fits = top + panel.getBoundingClientRect().height + GAP_PX <= window.innerHeight;
      setPlacement((current) => (fits ? (current?.top === top ? current : { top }) : null));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(panel);
    if (header) observer.observe(header);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);

  return placement;
}
