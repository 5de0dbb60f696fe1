import * as Tabs from '@radix-ui/react-tabs';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponPackage, UserCoupon, UserCouponGroups } from '../../../../../core/schemas/account';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorNotice } from '../../../../components/error-notice';
import { CheckIcon, GiftIcon } from '../../../../components/icons';
import { LoadingBox } from '../../../../components/loading-box';
import { useLocale } from '../../../../hooks/use-locale';
import { ApiRequestError } from '../../../../lib/api-client';
import { formatPrice } from '../../../../lib/format-price';
import { useCouponGroups } from '../../api/coupons-list';
import { useCouponPackages } from '../../api/coupons-packages';
import { useRedeemCouponPackage } from '../../api/coupons-redeem-package';
import { AccountPage } from './account-page';
import { CopyIcon, TicketIcon } from '../../../../components/icons';
import { formatDate } from './format-date';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { Spinner } from '../../../../components/ui/spinner';

const GROUPS = ['available', 'used', 'expired'] as const;
type Group = (typeof GROUPS)[number];

/** 'My Coupons' (spec §2.1 /coupons, §2.8): coupons by status, and packages to redeem. */
export function CouponsPage() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('coupons_page.title')} lead={t('coupons_page.lead')}>
      {() => (
        <div className="flex flex-col gap-10">
          <CouponTabs />
          <CouponPackages />
        </div>
      )}
    </AccountPage>
  );
}

function CouponTabs() {
  const { t } = useTranslation();
  const coupons = useCouponGroups();
  const [group, setGroup] = useState<Group>('available');
  const labels: Record<Group, string> = {
    available: t('coupons_page.tab_available'),
    used: t('coupons_page.tab_used'),
    expired: t('coupons_page.tab_expired'),
  };
  const empty: Record<Group, string> = {
    available: t('coupons_page.empty_available'),
    used: t('coupons_page.empty_used'),
    expired: t('coupons_page.empty_expired'),
  };

  if (coupons.isPending) return <LoadingBox />;
  if (coupons.isError) return <ErrorNotice error={coupons.error} onRetry={() => void coupons.refetch()} />;
  const groups: UserCouponGroups = coupons.data;

  return (
    <Tabs.Root value={group} onValueChange={(value) => setGroup(value as Group)}>
      <Tabs.List
        aria-label={t('coupons_page.tabs_label')}
        className="mb-5 flex gap-1 overflow-x-auto rounded-control border border-line bg-surface p-1 shadow-card sm:inline-flex"
      >
        {GROUPS.map((key) => (
          <Tabs.Trigger
            key={key}
            value={key}
            className="flex min-h-10 flex-1 items-center justify-center gap-2 rounded-md px-2 text-sm sm:px-4 font-semibold whitespace-nowrap text-ink-muted hover:text-ink data-[state=active]:bg-brand-700 data-[state=active]:text-white sm:flex-none"
          >
            {labels[key]}
            <span className="min-w-6 rounded-full bg-canvas px-1.5 py-0.5 text-xs font-bold text-ink tabular-nums">
              {groups[key].length}
            </span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {GROUPS.map((key) => (
        <Tabs.Content key={key} value={key} className="focus-visible:outline-offset-4">
          {groups[key].length === 0 ? (
            <EmptyState title={empty[key]} />
          ) : (
            <ul aria-label={labels[key]} className="grid gap-3 sm:gap-4 md:grid-cols-2">
              {groups[key].map((coupon) => (
                <li key={coupon.id}>
                  <CouponCard coupon={coupon} />
                </li>
              ))}
            </ul>
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function CouponCard({ coupon }: { coupon: UserCoupon }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const active = coupon.status === 'available';
  const dateLine =
    coupon.status === 'used' && coupon.used_at
      ? t('coupons_page.used_on', { date: formatDate(coupon.used_at, locale) })
      : coupon.status === 'expired'
        ? t('coupons_page.expired_on', { date: formatDate(coupon.ends_at, locale) })
        : t('coupons_page.valid_until', { date: formatDate(coupon.ends_at, locale) });
  return (
    <article
      aria-labelledby={headingId}
      className={clsx(
        'flex h-full overflow-hidden rounded-card border bg-surface shadow-card',
        active ? 'border-brand-200' : 'border-line',
      )}
    >
      <div
        aria-hidden="true"
        className={clsx('grid w-14 shrink-0 place-items-center sm:w-16', active ? 'bg-brand-700 text-white' : 'bg-canvas text-ink-muted')}
      >
        <TicketIcon width={26} height={26} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <h3 id={headingId} className="text-base leading-snug font-bold break-words text-ink">
          {coupon.name}
        </h3>
        {coupon.description ? <p className="text-sm text-ink">{coupon.description}</p> : null}
        <CouponCode code={coupon.code} />
        <ul className="flex flex-col gap-0.5 text-xs text-ink-muted sm:text-sm">
          <li>
            {coupon.min_subtotal > 0
              ? t('coupons_page.min_spend', { amount: formatPrice(coupon.min_subtotal, locale) })
              : t('coupons_page.no_min')}
          </li>
          {coupon.shipping_type !== 'all' ? (
            <li>{coupon.shipping_type === 'delivery' ? t('coupons_page.delivery_only') : t('coupons_page.pickup_only')}</li>
          ) : null}
          <li className={active ? 'font-medium text-ink' : undefined}>{dateLine}</li>
          {coupon.status === 'used' && coupon.order_id ? (
            <li>{t('coupons_page.order', { id: coupon.order_id })}</li>
          ) : null}
        </ul>
      </div>
    </article>
  );
}

/** The code in monospace with a copy button; the result is announced. */
function CouponCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'done' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-xs text-ink-muted">{t('coupons_page.code')}</span>
      <code className="rounded-md border border-dashed border-line-strong bg-canvas px-2 py-1 font-mono text-sm font-semibold tracking-wider break-all text-ink select-all">
        {code}
      </code>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={t('coupons_page.copy_named', { code })}
        className="inline-flex min-h-9 items-center gap-1.5 rounded-control px-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        {copied === 'done' ? <CheckIcon width={16} height={16} /> : <CopyIcon width={16} height={16} />}
        {copied === 'done' ? t('coupons_page.copied') : t('coupons_page.copy')}
      </button>
      <span role="status" className={copied === 'failed' ? 'basis-full text-xs text-danger-700' : 'sr-only'}>
        {copied === 'done' ? t('coupons_page.copied_code', { code }) : copied === 'failed' ? t('coupons_page.copy_failed') : ''}
      </span>
    </div>
  );
}

function CouponPackages() {
  const { t } = useTranslation();
  const packages = useCouponPackages();
  const headingId = useId();
  const [redeemed, setRedeemed] = useState('');

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 border-b border-line pb-3">
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-ink">
          <GiftIcon width={22} height={22} className="text-brand-700" />
          {t('coupons_page.packages_title')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('coupons_page.packages_lead')}</p>
      </div>
      <p
        role="status"
        className={redeemed ? 'mb-4 flex items-center gap-2 rounded-control bg-brand-50 px-3 py-2.5 text-sm font-medium text-brand-900' : 'sr-only'}
      >
        {redeemed ? <CheckIcon width={18} height={18} className="shrink-0 text-brand-700" /> : null}
        {redeemed}
      </p>
      {packages.isPending ? (
        <LoadingBox />
      ) : packages.isError ? (
        <ErrorNotice error={packages.error} onRetry={() => void packages.refetch()} />
      ) : packages.data.length === 0 ? (
        <EmptyState title={t('coupons_page.packages_empty')} />
      ) : (
        <ul className="grid gap-3 sm:gap-4 md:grid-cols-2">
          {packages.data.map((pack) => (
            <li key={pack.card_setting_id}>
              <PackageCard pack={pack} onRedeemed={() => setRedeemed(t('coupons_page.redeemed', { name: pack.name }))} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PackageCard({ pack, onRedeemed }: { pack: CouponPackage; onRedeemed: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const errorId = useId();
  const redeem = useRedeemCouponPackage();
  const [error, setError] = useState<string | null>(null);
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col gap-2 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      <h3 id={headingId} className="text-base font-bold break-words text-ink">
        {pack.name}
      </h3>
      {pack.description ? <p className="text-sm text-ink">{pack.description}</p> : null}
      {pack.coupons.length > 0 ? (
        <ul aria-label={t('coupons_page.package_contents')} className="flex flex-col gap-1 text-sm text-ink">
          {pack.coupons.map((coupon) => (
            <li key={coupon.code} className="flex items-start gap-2">
              <TicketIcon width={16} height={16} className="mt-0.5 shrink-0 text-brand-700" />
              <span className="min-w-0">
                <span className="font-semibold">{coupon.name}</span>
                {coupon.shipping_type !== 'all' ? (
                  <span className="text-ink-muted">
                    {' · '}
                    {coupon.shipping_type === 'delivery' ? t('coupons_page.delivery_only') : t('coupons_page.pickup_only')}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-xs text-ink-muted sm:text-sm">
        {t('coupons_page.package_coupons', { count: pack.coupons.length })}
        {' · '}
        {t('coupons_page.offer_until', { date: formatDate(pack.ends_at, locale) })}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="rounded-control bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
      <div className="mt-auto pt-2">
        <button
          type="button"
          disabled={redeem.isPending}
          aria-busy={redeem.isPending}
          aria-describedby={error ? errorId : undefined}
          aria-label={t('coupons_page.redeem_named', { name: pack.name })}
          onClick={() => {
            setError(null);
            redeem.mutate(pack.card_setting_id, {
              onSuccess: onRedeemed,
              onError: (e) => setError(e instanceof ApiRequestError ? e.message : t('errors.internal')),
            });
          }}
          className={buttonStyles.outline}
        >
          {redeem.isPending ? <Spinner /> : null}
          {redeem.isPending ? t('coupons_page.redeeming') : t('coupons_page.redeem')}
        </button>
      </div>
    </article>
  );
}
