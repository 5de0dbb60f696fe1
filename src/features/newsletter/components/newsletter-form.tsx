import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../hooks/use-locale';
import { subscribe } from '../api/newsletter';

/**
 * The footer's newsletter sign-up (spec §2.3: "more promotions"). The address is checked with the
 * server's schema first; the answer (check your inbox, already subscribed, or the refusal) is announced.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (address: string) => subscribe(address, locale),
    onError: (e) => setError(e.message),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The server's own schema, loaded on submit: the footer is on every first page, which carries no zod.
    const { newsletterSubscribeBodySchema } = await import('../../../../core/schemas/newsletter');
    const parsed = newsletterSubscribeBodySchema.safeParse({ email });
    if (!parsed.success) {
      setError(t(email.trim() === '' ? 'validation.email_required' : 'validation.email_invalid'));
      return;
    }
    setError(null);
    mutation.mutate(parsed.data.email);
  };

  const done = mutation.data ? t(mutation.data.state === 'pending' ? 'footer.newsletter.pending' : 'footer.newsletter.subscribed') : null;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-sm font-bold tracking-widest text-white uppercase">
        {t('footer.newsletter.title')}
      </h2>
      <p className="text-sm">{t('footer.newsletter.lead')}</p>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          {t('footer.newsletter.email_label')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder={t('footer.newsletter.email_label')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-status`}
          className="min-h-11 min-w-0 flex-1 rounded-control border border-white/30 bg-white px-3 text-sm text-ink placeholder:text-ink-muted"
        />
        <button
          type="submit"
          disabled={mutation.isPending}
          className="inline-flex min-h-11 items-center justify-center rounded-control bg-white px-4 text-sm font-semibold text-brand-900 hover:bg-brand-50 disabled:opacity-60"
        >
          {t('footer.newsletter.submit')}
        </button>
      </form>
      <p id={`${id}-status`} role="status" className="min-h-5 text-sm font-medium text-white">
        {error ?? done ?? ''}
      </p>
    </section>
  );
}
