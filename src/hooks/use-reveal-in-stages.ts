import { startTransition, useEffect, useState } from 'react';

/** Set once a list has rendered whole: later pages (and a page opened again) render theirs at once. */
let firstPageDone = false;

/**
 * How many of `total` items a long list renders: on the first page of a visit, `firstStage` (what
 * fills a phone's screen), then all of them in a transition, which React renders in slices between
 * frames instead of one long task; on any later page, all of them (so scroll restoration finds them).
 */
export function useRevealInStages(total: number, firstStage: number): number {
  const [whole, setWhole] = useState(firstPageDone);
  const more = total > firstStage;
  useEffect(() => {
    if (whole) firstPageDone = true;
    // Waits for the items (a list still loading has none to stage).
    else if (more) startTransition(() => setWhole(true));
  }, [whole, more]);
  return whole ? total : Math.min(total, firstStage);
}
