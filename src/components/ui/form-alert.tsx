import clsx from 'clsx';
import type { ReactNode } from 'react';

/** A form's refusal, read out when it appears (role="alert"); nothing when there is none. */
export function FormAlert({ children, id, className }: { children: ReactNode; id?: string; className?: string }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className={clsx('rounded-control bg-danger-50 px-3 py-2.5 text-sm font-medium text-danger-700', className)}>
      {children}
    </p>
  );
}
