import type { CSSProperties } from 'react';

/** The Supply Desk mark (a leaf on a rounded square), decorative: the surrounding element names it. */
export function LogoMark({
  inverted = false,
  size = 32,
  className,
  style,
}: {
  inverted?: boolean;
  size?: number;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <svg
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className}
      style={style}
    >
      <rect width="32" height="32" rx="9" className={inverted ? 'fill-white' : 'fill-brand-700'} />
      <path
        d="M9 21c0-6.6 5.4-12 14.5-12C22.6 17.4 18 22.5 12 22.5c-1.2 0-2.2-.4-3-1.5z"
        className={inverted ? 'fill-brand-700' : 'fill-white'}
      />
      <path
        d="M10.5 22.5c2.5-4.2 5.4-6.8 9-8.5"
        fill="none"
        strokeWidth="1.6"
        strokeLinecap="round"
        className={inverted ? 'stroke-white' : 'stroke-brand-700'}
      />
    </svg>
  );
}
