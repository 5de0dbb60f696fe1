import { z } from 'zod';
import { okEnvelope } from './common';

/** Spec §1, §2.3: the footer's newsletter sign-up. */
export const newsletterSubscribeBodySchema = z.object({
  email: z.string().trim().min(1, { message: 'validation.email_required', abort: true }).max(200).email('validation.email_invalid'),
});
export type NewsletterSubscribeBody = z.infer<typeof newsletterSubscribeBodySchema>;

/** The token of a confirmation or unsubscribe link (opaque, URL-safe). */
export const newsletterTokenBodySchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'newsletter.link_invalid'),
});
export type NewsletterTokenBody = z.infer<typeof newsletterTokenBodySchema>;

/** `pending`: a confirmation e-mail is on its way (double opt-in); `subscribed`: already confirmed. */
export const newsletterSubscribedResponseSchema = okEnvelope(z.object({ state: z.enum(['pending', 'subscribed']) }));
export const newsletterLinkResponseSchema = okEnvelope(z.object({ state: z.enum(['confirmed', 'unsubscribed']) }));
