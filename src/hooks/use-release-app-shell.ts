import { useEffect } from 'react';
import { releaseAppShell } from '../lib/app-shell';

/**
 * Takes index.html's app shell away once `ready`: for a page whose first screen the shell shows
 * (src/app/routes/root.tsx leaves it up for them), when the page's own content is in or has failed.
 */
export function useReleaseAppShellWhen(ready: boolean): void {
  useEffect(() => {
    if (ready) releaseAppShell();
  }, [ready]);
}
