import { startTransition, useEffect, useState } from 'react';

/** Set once a list has rendered whole: later pages (and a page opened again) render theirs at once. */
let firstPageDone = false;

/**
 * How many of `total` items a long list renders: on the first page of a visit, `firstStage` (what
 * fills a phone's screen), then `step` more at a time, each stage a transition of its own started
 * after the previous one has been committed and the browser has had a turn (a task), so no commit
 * creates more than a stage's cards: one stage of a hundred cards was still one long commit on a
 * phone, however finely React sliced its render. On any later page, all of them (so scroll
 * restoration finds them).
 */
export function useRevealInStages(total: number, firstStage: number, step = firstStage): number {
  const [shown, setShown] = useState(() => (firstPageDone ? Number.POSITIVE_INFINITY : firstStage));
  const more = total > shown;
  useEffect(() => {
    // Waits for the items (a list still loading has none to stage).
    if (total > 0 && !more) firstPageDone = true;
    if (!more) return;
    // A macrotask, not a microtask: the browser paints and takes input between two stages.
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + Math.max(1, step))), 0);
    return () => clearTimeout(timer);
  }, [more, total, shown, step]);
  return Math.min(total, shown);
}
