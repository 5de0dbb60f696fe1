import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_HEIGHT, BANNER_WIDTH, bannerImage, bannerImageSmall, bannerPictures, type BannerPictureName } from '../../../../core/banners/banner-pictures';
import type { BannerRow } from '../../../../core/schemas/banner';
import { LOCALES, type Locale } from '../../../../core/schemas/common';
import { BackOfficeFrame } from '../../../components/back-office-frame';
import { ErrorNotice } from '../../../components/error-notice';
import { LoadingBox } from '../../../components/loading-box';
import { StatusBadge } from '../../../components/order/status-badge';
import { buttonStyles } from '../../../components/ui/button-styles';
import { inputStyles } from '../../../components/ui/input-styles';
import { TextField } from '../../../components/ui/text-field';
import { useLocale } from '../../../hooks/use-locale';
import { formatDateTime } from '../../../lib/format-date';
import { useBannerList, useReorderBanners, useSaveBanner, useSetBannerActive } from '../api/banners';
import { useSettingsPage } from '../api/shop-settings';

/** /back-office/banners (issue 19): one shop's home banners in one language: add, edit, switch on or off, reorder. */
export function BannersScreen() {
  const { t } = useTranslation();
  const id = useId();
  const shops = useSettingsPage(undefined);
  const [shopId, setShopId] = useState(0);
  const [bannerLocale, setBannerLocale] = useState<Locale>('en');
  const [editing, setEditing] = useState<BannerRow | 'new' | null>(null);
  const chosenShop = shopId || shops.data?.shops[0]?.id || 0;
  const list = useBannerList(chosenShop, bannerLocale);
  const setActive = useSetBannerActive();
  const reorder = useReorderBanners();
  const rows = list.data?.banners ?? [];

  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((r) => r.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate({ shop_id: chosenShop, locale: bannerLocale, ids });
  };

  return (
    <BackOfficeFrame
      title={t('backOffice.banners.title')}
      lead={t('backOffice.banners.lead')}
      actions={
        <button type="button" className={buttonStyles.primary} onClick={() => setEditing('new')} disabled={chosenShop === 0}>
          {t('backOffice.banners.add')}
        </button>
      }
    >
      {shops.isError ? <ErrorNotice error={shops.error} onRetry={() => void shops.refetch()} /> : null}
      <div className="mb-6 flex flex-wrap gap-4">
        <div className="w-64">
          <label htmlFor={`${id}-shop`} className="mb-1.5 block text-sm font-semibold text-ink">
            {t('backOffice.settings.shop')}
          </label>
          <select id={`${id}-shop`} className={inputStyles()} value={chosenShop} onChange={(e) => setShopId(Number(e.target.value))}>
            {(shops.data?.shops ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className="w-48">
          <label htmlFor={`${id}-locale`} className="mb-1.5 block text-sm font-semibold text-ink">
            {t('backOffice.banners.language')}
          </label>
          <select id={`${id}-locale`} className={inputStyles()} value={bannerLocale} onChange={(e) => setBannerLocale(e.target.value as Locale)}>
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {t(`common.languages.${l}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {editing ? (
        <BannerForm
          key={editing === 'new' ? 'new' : editing.id}
          banner={editing === 'new' ? null : editing}
          shopId={chosenShop}
          bannerLocale={bannerLocale}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {setActive.isError ? <ErrorNotice error={setActive.error} className="mb-4" /> : null}
      {reorder.isError ? <ErrorNotice error={reorder.error} className="mb-4" /> : null}
      {list.isPending && chosenShop > 0 ? <LoadingBox label={t('common.loading')} /> : null}
      {list.isError ? <ErrorNotice error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.isSuccess && rows.length === 0 ? <p className="text-sm text-ink-muted">{t('backOffice.banners.none')}</p> : null}
      {rows.length > 0 ? (
        // relative: the table's sr-only texts are absolutely positioned; were this scroll box not their
        // containing block they would escape it, at their place in the wide table, and widen the page.
        <div className="relative overflow-x-auto rounded-card border border-line bg-surface">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">{t('backOffice.banners.title')}</caption>
            <thead className="border-b border-line bg-canvas whitespace-nowrap text-ink-muted">
              <tr>
                <th scope="col" className="px-3 py-2">{t('backOffice.banners.order')}</th>
                <th scope="col" className="px-3 py-2">{t('backOffice.banners.picture')}</th>
                <th scope="col" className="px-3 py-2">{t('backOffice.banners.banner_title')}</th>
                <th scope="col" className="px-3 py-2">{t('backOffice.banners.link')}</th>
                <th scope="col" className="px-3 py-2">{t('backOffice.banners.dates')}</th>
                <th scope="col" className="px-3 py-2">{t('backOffice.banners.status')}</th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t('backOffice.banners.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <BannerTableRow
                  key={row.id}
                  row={row}
                  first={index === 0}
                  last={index === rows.length - 1}
                  busy={reorder.isPending || setActive.isPending}
                  onUp={() => move(index, -1)}
                  onDown={() => move(index, 1)}
                  onToggle={() => setActive.mutate({ id: row.id, active: !row.active })}
                  onEdit={() => setEditing(row)}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </BackOfficeFrame>
  );
}

function BannerTableRow({
  row,
  first,
  last,
  busy,
  onUp,
  onDown,
  onToggle,
  onEdit,
}: {
  row: BannerRow;
  first: boolean;
  last: boolean;
  busy: boolean;
  onUp: () => void;
  onDown: () => void;
  onToggle: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const dates = [row.starts_at ? formatDateTime(row.starts_at, locale) : '…', row.ends_at ? formatDateTime(row.ends_at, locale) : '…'].join(' – ');
  return (
    <tr className="border-b border-line last:border-0">
      <td className="px-3 py-2 whitespace-nowrap">
        <button type="button" className={buttonStyles.quiet} disabled={first || busy} onClick={onUp} aria-label={t('backOffice.banners.move_up', { title: row.title })}>
          ↑
        </button>
        <button type="button" className={buttonStyles.quiet} disabled={last || busy} onClick={onDown} aria-label={t('backOffice.banners.move_down', { title: row.title })}>
          ↓
        </button>
      </td>
      <td className="px-3 py-2">
        <img src={row.image_small || row.image} alt="" width={120} height={Math.round((120 * row.image_height) / row.image_width)} className="max-w-none rounded" />
      </td>
      <td className="min-w-56 px-3 py-2 font-semibold text-ink">{row.title}</td>
      <td className="px-3 py-2 whitespace-nowrap text-ink-muted">{row.link}</td>
      <td className="px-3 py-2 text-ink-muted">{row.starts_at || row.ends_at ? dates : t('backOffice.banners.always')}</td>
      <td className="px-3 py-2">
        <StatusBadge tone={row.active ? 'brand' : 'muted'}>{row.active ? t('backOffice.banners.active') : t('backOffice.banners.inactive')}</StatusBadge>
      </td>
      <td className="px-3 py-2 whitespace-nowrap">
        <button type="button" className={buttonStyles.quiet} onClick={onEdit} aria-label={t('backOffice.banners.edit_named', { title: row.title })}>
          {t('backOffice.banners.edit')}
        </button>
        <button type="button" className={buttonStyles.quiet} disabled={busy} onClick={onToggle} aria-label={t(row.active ? 'backOffice.banners.deactivate_named' : 'backOffice.banners.activate_named', { title: row.title })}>
          {row.active ? t('backOffice.banners.deactivate') : t('backOffice.banners.activate')}
        </button>
      </td>
    </tr>
  );
}

/** 'YYYY-MM-DDTHH:MM' of a datetime-local field ↔ ISO (the browser's time zone). */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

const pictureOf = (image: string): BannerPictureName => bannerPictures.find((p) => bannerImage(p.name) === image)?.name ?? bannerPictures[0]!.name;

function BannerForm({ banner, shopId, bannerLocale, onDone }: { banner: BannerRow | null; shopId: number; bannerLocale: Locale; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveBanner();
  const titleRef = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState(banner?.title ?? '');
  const [picture, setPicture] = useState(pictureOf(banner?.image ?? ''));
  const [link, setLink] = useState(banner?.link ?? '/supply');
  const [active, setActive] = useState(banner?.active ?? true);
  const [startsAt, setStartsAt] = useState(toLocalInput(banner?.starts_at ?? null));
  const [endsAt, setEndsAt] = useState(toLocalInput(banner?.ends_at ?? null));
  useEffect(() => titleRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        id: banner?.id,
        body: {
          shop_id: banner?.shop_id ?? shopId,
          locale: banner?.locale ?? bannerLocale,
          title,
          image: bannerImage(picture),
          image_small: bannerImageSmall(picture),
          image_width: BANNER_WIDTH,
          image_height: BANNER_HEIGHT,
          link,
          active,
          starts_at: fromLocalInput(startsAt),
          ends_at: fromLocalInput(endsAt),
        },
      },
      { onSuccess: onDone },
    );
  };

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-heading`} className="mb-6 grid gap-4 rounded-card border border-line bg-surface p-5 md:grid-cols-2">
      <h2 id={`${id}-heading`} className="text-lg font-bold text-ink md:col-span-2">
        {banner ? t('backOffice.banners.edit_title') : t('backOffice.banners.add_title')}
      </h2>
      <TextField id={`${id}-title`} inputRef={titleRef} label={t('backOffice.banners.banner_title')} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} required />
      <TextField id={`${id}-link`} label={t('backOffice.banners.link')} hint={t('backOffice.banners.link_hint')} value={link} onChange={(e) => setLink(e.target.value)} required />
      <div>
        <label htmlFor={`${id}-picture`} className="mb-1.5 block text-sm font-semibold text-ink">
          {t('backOffice.banners.picture')}
        </label>
        <select id={`${id}-picture`} className={inputStyles()} value={picture} onChange={(e) => setPicture(e.target.value as BannerPictureName)}>
          {bannerPictures.map((p) => (
            <option key={p.name} value={p.name}>
              {t(`backOffice.banners.pictures.${p.name}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-2 self-end pb-3 text-sm font-semibold text-ink">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} className="size-4" />
        {t('backOffice.banners.active')}
      </label>
      <TextField id={`${id}-starts`} type="datetime-local" label={t('backOffice.banners.starts_at')} value={startsAt} onChange={(e) => setStartsAt(e.target.value)} />
      <TextField id={`${id}-ends`} type="datetime-local" label={t('backOffice.banners.ends_at')} value={endsAt} onChange={(e) => setEndsAt(e.target.value)} />
      {save.isError ? <ErrorNotice error={save.error} className="md:col-span-2" /> : null}
      <div className="flex gap-3 md:col-span-2">
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
          {t('backOffice.banners.save')}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onDone}>
          {t('backOffice.banners.cancel')}
        </button>
      </div>
    </form>
  );
}
