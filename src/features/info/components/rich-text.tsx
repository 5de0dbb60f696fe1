import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../hooks/use-locale';

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;
const linkClass = 'font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-900';

/** Text of the content modules: `[label](/path)` becomes a link in the page's language, tel: and mailto: stay as they are. */
export function RichText({ text }: { text: string }) {
  const localized = useLocalizedPath();
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match as unknown as [string, string, string];
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      href.startsWith('/') ? (
        <Link key={start} to={localized(href)} className={linkClass}>
          {label}
        </Link>
      ) : (
        <a key={start} href={href} className={`${linkClass} whitespace-nowrap`}>
          {label}
        </a>
      ),
    );
    last = start + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
