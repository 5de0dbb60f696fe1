import clsx from 'clsx';
import { useState } from 'react';
import { BoxIcon } from '../icons';
import { apiUrl } from '../../lib/api-client';

/** An image from the API origin; a neutral box icon stands in when it is missing or fails. */
export function ProductImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={clsx('grid place-items-center text-line-strong', className)}
      >
        <BoxIcon width={40} height={40} />
      </span>
    );
  }
  return (
    <img
      src={apiUrl(src)}
      alt={alt}
      loading="lazy"
      decoding="async"
      width={240}
      height={240}
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
