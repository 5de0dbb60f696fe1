import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { Tone } from '../../lib/order-status-tone';

const TONES: Record<Tone, string> = {
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  warning: 'bg-warning-50 text-warning-800 ring-warning-800/20',
  danger: 'bg-danger-50 text-danger-700 ring-danger-700/20',
  muted: 'bg-canvas text-ink-muted ring-line',
  info: 'bg-surface text-ink ring-line-strong',
};

/** A small rounded status pill in one of the status tones. */
export function StatusBadge({ tone, children, className }: { tone: Tone; children: ReactNode; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', TONES[tone], className)}>
      {children}
    </span>
  );
}
