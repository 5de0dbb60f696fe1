import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatPhone } from '../../../../../core/account/phone';
import { profileUpdateBodySchema, type User } from '../../../../../core/schemas/account';
import type { Locale } from '../../../../../core/schemas/common';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorNotice } from '../../../../components/error-notice';
import { AlertIcon, CheckIcon, GlobeIcon, HistoryIcon } from '../../../../components/icons';
import { LoadingBox } from '../../../../components/loading-box';
import { ProductGrid } from '../../../../components/product/product-grid';
import { useLocale } from '../../../../hooks/use-locale';
import { ApiRequestError } from '../../../../lib/api-client';
import { htmlLang, isLocale, LOCALES, switchLocalePath } from '../../../../lib/locale';
import { useProfile } from '../../api/profile-get';
import { useUpdateProfile } from '../../api/profile-update';
import { useCustomerRecentlyViewed } from '../../api/recently-viewed';
import { AccountPage } from './account-page';
import { formatDate } from './format-date';
import { OrderSettingsSection } from './order-settings-section';
import { mapIssuesToFields, translateIssue } from './form-errors';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { inputStyles } from '../../../../components/ui/input-styles';
import { Spinner } from '../../../../components/ui/spinner';
import { TextField } from '../../../../components/ui/text-field';
import { FormAlert } from '../../../../components/ui/form-alert';

const PROFILE_FIELDS = ['name', 'email', 'language'] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];
const profileFieldOf = (key: string): ProfileField | undefined =>
  (PROFILE_FIELDS as readonly string[]).includes(key) ? (key as ProfileField) : undefined;

/** Profile (spec §2.8): who is signed in, name / e-mail / language, and the recently viewed products. */
export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('profile.title')} lead={t('profile.lead')}>
      {(user) => (
        <div className="flex flex-col gap-10">
          <ProfileDetails sessionUser={user} />
          <OrderSettingsSection />
          <RecentlyViewed />
        </div>
      )}
    </AccountPage>
  );
}

function ProfileDetails({ sessionUser }: { sessionUser: User }) {
  const profile = useProfile();
  if (profile.isPending) return <LoadingBox />;
  // A failed refresh still shows the stored user, with the reason above.
  const user = profile.data ?? sessionUser;
  return (
    <div className="flex flex-col gap-4">
      {profile.isError ? <ErrorNotice error={profile.error} onRetry={() => void profile.refetch()} /> : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-start lg:gap-6">
        <AccountSummary user={user} />
        <ProfileForm key={user.cid} user={user} />
      </div>
    </div>
  );
}

function AccountSummary({ user }: { user: User }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const phone = formatPhone(user.phone || user.phone_num);
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-line bg-surface p-5 shadow-card">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {t('profile.account_title')}
      </h2>
      <dl className="mt-4 flex flex-col gap-3 text-sm">
        <div>
          <dt className="text-xs text-ink-muted">{t('profile.uid')}</dt>
          <dd className="font-mono text-base font-semibold text-ink">{user.cid}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">{t('profile.phone')}</dt>
          <dd className="text-base font-semibold text-ink">
            <span dir="ltr">{phone || t('profile.not_set')}</span>
          </dd>
          <dd className="mt-0.5 text-xs text-ink-muted">
            {t('profile.phone_hint')}
          </dd>
        </div>
        {user.created_at ? (
          <div>
            <dt className="text-xs text-ink-muted">{t('profile.member_since')}</dt>
            <dd className="font-medium text-ink">{formatDate(user.created_at, locale)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

interface ProfileValues {
  name: string;
  email: string;
  language: Locale;
}

function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const id = useId();
  const headingId = useId();
  const update = useUpdateProfile();
  const [values, setValues] = useState<ProfileValues>(() => ({
    name: user.name,
    email: user.email,
    language: isLocale(user.language) ? user.language : locale,
  }));
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const translate = translateIssue(t);
  const fieldId = (field: ProfileField) => `${id}-${field}`;

  const change = (field: ProfileField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setSaved(false);
  };

  const showErrors = (next: Partial<Record<ProfileField, string>>) => {
    setErrors(next);
    const first = PROFILE_FIELDS.find((field) => next[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const checkEmail = () => {
    if (!values.email.trim()) return;
    const result = profileUpdateBodySchema.shape.email.safeParse(values.email);
    if (!result.success) setErrors((e) => ({ ...e, email: translate(result.error.issues[0]?.message ?? 'validation.email_invalid') }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    setFormError(null);
    setSaved(false);
    const result = profileUpdateBodySchema.safeParse(values);
    if (!result.success) {
      showErrors(mapIssuesToFields(result.error.issues, profileFieldOf, translate).fields);
      return;
    }
    update.mutate(result.data, {
      onSuccess: (next) => {
        setValues({ name: next.name, email: next.email, language: isLocale(next.language) ? next.language : values.language });
        setSaved(true);
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.issues?.length) {
          const mapped = mapIssuesToFields(error.issues, profileFieldOf, translate);
          showErrors(mapped.fields);
          setFormError(mapped.other.length ? mapped.other.join(' ') : Object.keys(mapped.fields).length ? null : error.message);
        } else {
          setFormError(error instanceof ApiRequestError ? error.message : t('errors.internal'));
        }
      },
    });
  };

  return (
    <section aria-labelledby={headingId} className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {t('profile.form_title')}
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4" aria-busy={update.isPending}>
        <TextField
          id={fieldId('name')}
          label={t('profile.name')}
          autoComplete="name"
          maxLength={80}
          placeholder={formatPhone(user.username)}
          value={values.name}
          onChange={(event) => change('name', event.target.value)}
          error={errors.name}
        />
        <TextField
          id={fieldId('email')}
          label={t('profile.email')}
          hint={t('profile.email_hint')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={200}
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
          onBlur={checkEmail}
          error={errors.email}
        />
        <div>
          <label htmlFor={fieldId('language')} className="mb-1.5 block text-sm font-semibold text-ink">
            {t('profile.language')}
          </label>
          <select
            id={fieldId('language')}
            value={values.language}
            onChange={(event) => change('language', event.target.value)}
            aria-describedby={`${fieldId('language')}-hint${errors.language ? ` ${fieldId('language')}-error` : ''}`}
            aria-invalid={errors.language ? true : undefined}
            className={inputStyles(Boolean(errors.language))}
          >
            {LOCALES.map((code) => (
              <option key={code} value={code} lang={htmlLang(code)}>
                {t(`common.languages.${code}`)}
              </option>
            ))}
          </select>
          <p id={`${fieldId('language')}-hint`} className="mt-1.5 text-xs text-ink-muted">
            {t('profile.language_hint')}
          </p>
          {errors.language ? (
            <p id={`${fieldId('language')}-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
              {errors.language}
            </p>
          ) : null}
        </div>
        <FormAlert>{formError}</FormAlert>
        <p
          role="status"
          className={saved ? 'flex items-center gap-2 rounded-control bg-brand-50 px-3 py-2.5 text-sm font-medium text-brand-900' : 'sr-only'}
        >
          {saved ? <CheckIcon width={18} height={18} className="shrink-0 text-brand-700" /> : null}
          {saved ? t('profile.saved') : ''}
        </p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <button type="submit" disabled={update.isPending} aria-busy={update.isPending} className={buttonStyles.primary}>
            {update.isPending ? <Spinner light /> : null}
            {update.isPending ? t('profile.saving') : t('profile.save')}
          </button>
          {isLocale(user.language) && user.language !== locale ? (
            <Link
              to={`${switchLocalePath(location.pathname, user.language)}${location.search}`}
              className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
            >
              <GlobeIcon width={18} height={18} />
              {t('profile.switch_site', { language: t(`common.languages.${user.language}`) })}
            </Link>
          ) : null}
        </div>
      </form>
    </section>
  );
}

function RecentlyViewed() {
  const { t } = useTranslation();
  const recent = useCustomerRecentlyViewed();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 flex items-center gap-2 border-b border-line pb-3 text-xl font-bold text-ink">
        <HistoryIcon width={22} height={22} className="text-brand-700" />
        {t('profile.recent_title')}
      </h2>
      {recent.isPending ? (
        <LoadingBox />
      ) : recent.isError ? (
        <ErrorNotice error={recent.error} onRetry={() => void recent.refetch()} />
      ) : (
        <div className="flex flex-col gap-4">
          {recent.data.unavailable > 0 ? (
            <p className="flex items-start gap-2 rounded-control bg-warning-50 px-3 py-2.5 text-sm text-warning-800">
              <AlertIcon width={18} height={18} className="mt-px shrink-0" />
              {t('profile.recent_unavailable', { count: recent.data.unavailable })}
            </p>
          ) : null}
          {recent.data.list.length === 0 ? (
            <EmptyState title={t('profile.recent_empty_title')}>
              <p className="max-w-sm text-sm text-ink-muted">{t('profile.recent_empty_body')}</p>
            </EmptyState>
          ) : (
            <ProductGrid
              products={recent.data.list}
              labelledBy={headingId}
              cardHeadingLevel={3}
              columns="grid-cols-2 sm:grid-cols-3 xl:grid-cols-4"
            />
          )}
        </div>
      )}
    </section>
  );
}
