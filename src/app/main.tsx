import '../styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { hydrateSession } from '../lib/session/session-store';
import { hydrateStaffSession } from '../lib/session/staff-session';
import { AppProviders } from './providers';
import { AppRouter } from './router';
import { stylesheetApplied } from './stylesheet';

// The stored session is read before the first page asks who is signed in.
void hydrateSession();
void hydrateStaffSession();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

void stylesheetApplied().then(() => {
  const root = createRoot(container);
  // The first render as a transition: React renders it in slices of a few milliseconds between which
  // the browser may paint and take input, instead of one long task (the shell in index.html shows
  // meanwhile).
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    );
  });
});
