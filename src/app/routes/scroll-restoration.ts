import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'supply-desk:scroll-positions';
/** Enough history entries for any visit; older positions are dropped. */
const KEEP = 50;

function readStored(): Map<string, number> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][];
    return new Map(Array.isArray(stored) ? stored : []);
  } catch {
    return new Map();
  }
}

let positions: Map<string, number> | null = null;
/** The history entry whose page is on screen: scroll events are recorded for it. */
let entryOnScreen = '';
const savedPositions = () => (positions ??= readStored());

function remember(key: string, y: number): void {
  const saved = savedPositions();
  saved.delete(key);
  saved.set(key, y);
  if (saved.size > KEEP) saved.delete(saved.keys().next().value!);
}

/**
 * The scroll position per history entry (what the data router's <ScrollRestoration> did): back and
 * forward return to where the visitor was, a new page starts at its top (or at its #hash), and a
 * reload comes back to the same place (positions kept in sessionStorage).
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const persist = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...savedPositions()]));
    window.addEventListener('pagehide', persist);
    return () => window.removeEventListener('pagehide', persist);
  }, []);

  // The entry on screen keeps its position up to date (read on scroll: by the time the next page
  // commits, the document may already be shorter). Scroll events arrive a frame late, so the entry
  // they belong to switches before the next page's own scrolling below.
  useEffect(() => {
    const record = () => remember(entryOnScreen, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);

  useLayoutEffect(() => {
    entryOnScreen = location.key;
    const saved = savedPositions().get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location, navigationType]);
}
