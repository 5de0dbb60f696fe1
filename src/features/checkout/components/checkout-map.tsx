import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { projectMap } from '../../../../core/maps/map-projection';
import type { CheckoutMap as CheckoutMapData } from '../../../../core/schemas/checkout-map';
import { useCheckoutMap } from '../api/get-checkout-map';

const WIDTH = 360;
const HEIGHT = 240;

/**
 * Spec §2.8: the delivery address (or the pickup warehouse) on a map beside the order details.
 * Offline: an SVG of the shop's delivery zone with a pin; with Google, the server's static map.
 * Loaded on its own (React.lazy) so the checkout's first JavaScript does not grow.
 */
export default function CheckoutMap({
  shopId,
  point,
  address,
  kind,
}: {
  shopId: number;
  point: { lat: number; lng: number } | null;
  address: string;
  kind: 'delivery' | 'pickup';
}) {
  const { t } = useTranslation();
  const map = useCheckoutMap(shopId, point);
  if (!point) return null;
  const description = kind === 'pickup' ? t('checkout.map.desc_pickup', { address }) : t('checkout.map.desc_delivery', { address });
  return (
    <figure className="mb-4 overflow-hidden rounded-control border border-line bg-canvas" data-testid="checkout-map">
      {map.isPending ? (
        <div className="flex aspect-[3/2] items-center justify-center text-sm text-ink-muted" role="status">
          {t('checkout.map.loading')}
        </div>
      ) : map.isError ? (
        <div className="flex aspect-[3/2] items-center justify-center px-4 text-center text-sm text-ink-muted" role="status">
          {t('checkout.map.failed')}
        </div>
      ) : (
        <MapPicture data={map.data} point={point} title={t('checkout.map.title')} description={description} alt={t('checkout.map.alt', { address })} />
      )}
      {kind === 'delivery' && map.data?.provider === 'sandbox' && !map.data.inside ? (
        <figcaption className="border-t border-line bg-warning-50 px-3 py-2 text-xs text-warning-800">{t('checkout.map.outside')}</figcaption>
      ) : null}
    </figure>
  );
}

function MapPicture({
  data,
  point,
  title,
  description,
  alt,
}: {
  data: CheckoutMapData;
  point: { lat: number; lng: number };
  title: string;
  description: string;
  alt: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  if (data.provider === 'google') {
    return <img src={data.image_url} alt={alt} width={WIDTH} height={HEIGHT} loading="lazy" className="aspect-[3/2] w-full object-cover" />;
  }
  const drawn = projectMap({ zone: data.zone, pin: point, places: data.places }, { width: WIDTH, height: HEIGHT, padding: 14, fontSize: 10 });
  const { x, y } = drawn.pin;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className="block aspect-[3/2] w-full"
      data-testid="checkout-map-svg"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>
        {description} {t('checkout.map.zone')}
      </desc>
      <path d={drawn.zonePath} className="fill-brand-50 stroke-brand-700" strokeWidth={1.5} strokeLinejoin="round" data-testid="checkout-map-zone" />
      {drawn.places.map((place) => (
        <g key={place.name} aria-hidden="true">
          <circle cx={place.x} cy={place.y} r={2} className="fill-ink-muted" />
          <text x={place.x + 4} y={place.y + 3} className="fill-ink-muted" fontSize={10}>
            {place.name}
          </text>
        </g>
      ))}
      {/* The pin's tip sits on the point. */}
      <g transform={`translate(${x} ${y})`} data-testid="checkout-map-pin" data-x={x} data-y={y}>
        <path d="M0 0 C -3 -7 -9 -10 -9 -16 A 9 9 0 1 1 9 -16 C 9 -10 3 -7 0 0 Z" className="fill-danger-700 stroke-white" strokeWidth={1.5} />
        <circle cx={0} cy={-16} r={3.5} className="fill-white" />
      </g>
    </svg>
  );
}
