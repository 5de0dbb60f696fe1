import type { SVGProps } from 'react';

/** A person outline (24×24, currentColor), decorative like the shared icons. */
export function UserIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20.5c.9-3.9 4.2-6 8-6s7.1 2.1 8 6" />
    </svg>
  );
}
