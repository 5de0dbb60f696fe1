/** The product's button looks (design tokens: brand 700 carries white text; 44 px touch targets). */
export const buttonStyles = {
  primary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-control bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-brand-700',
  secondary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-control border border-line-strong bg-surface px-4 text-sm font-semibold text-ink hover:bg-canvas disabled:cursor-not-allowed disabled:opacity-60',
  outline:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-control border border-brand-700 bg-surface px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60',
  danger:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-control bg-danger-700 px-4 text-sm font-semibold text-white hover:bg-danger-700/90 disabled:cursor-not-allowed disabled:opacity-60',
  quiet:
    'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-control px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60',
  quietDanger:
    'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-control px-3 text-sm font-semibold text-danger-700 hover:bg-danger-50 disabled:cursor-not-allowed disabled:opacity-60',
} as const;
