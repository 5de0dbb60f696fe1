import clsx from 'clsx';
import { useId, type ReactNode } from 'react';

/**
 * A titled card of the order pages. `landmark` names the section by its heading, so it is a
 * region landmark (the agent console's detail page); without it the section is a plain group.
 */
export function OrderCard({ title, children, className, landmark = false }: { title: string; children: ReactNode; className?: string; landmark?: boolean }) {
  const id = useId();
  return (
    <section aria-labelledby={landmark ? id : undefined} className={clsx('overflow-hidden rounded-card border border-line bg-surface shadow-card', className)}>
      <h2 id={landmark ? id : undefined} className="border-b border-line px-4 py-3 text-base font-bold text-ink sm:px-5">
        {title}
      </h2>
      {children}
    </section>
  );
}
