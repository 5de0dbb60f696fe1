import clsx from 'clsx';
import { useState } from 'react';
import { imageSources } from '../../../core/catalogue/product-image';
import { BoxIcon } from '../icons';
import { apiUrl } from '../../lib/api-client';

export { PRODUCT_CARD_SIZES } from '../../../core/catalogue/product-image';

/**
 * An image from the API origin; a neutral box icon stands in when it is missing or fails. Catalogue
 * pictures come in two widths (core/catalogue/product-image.ts): `sizes` tells the browser how wide the
 * image is shown so it fetches the smaller file where that is enough. Lazy by default; `priority` loads
 * the first picture above the fold at once, ahead of other images.
 */
export function ProductImage({
  src,
  alt,
  className,
  sizes = '240px',
  width = 240,
  height = 240,
  priority = false,
}: {
  src: string;
  alt: string;
  className?: string;
  /** How wide the image is shown, as the `sizes` attribute. */
  sizes?: string;
  width?: number;
  height?: number;
  priority?: boolean;
}) {
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
  const sources = imageSources(src, apiUrl);
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      width={width}
      height={height}
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
