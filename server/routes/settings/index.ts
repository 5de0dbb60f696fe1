import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatPhone } from '../../../core/account/phone';
import { APP_VERSION } from '../../../core/request-signature';
import { LOCALES, noQuerySchema } from '../../../core/schemas/common';
import type { ServerConfig } from '../../config';
import { DEFAULT_SHOP_ID } from '../../db/seed/demo-shops';
import { globalSettingsResponseSchema } from '../../../core/schemas/shop';

/** Customer service contact shown in the footer and on the contact page (spec §9 Service). */
export const CUSTOMER_SERVICE = { phone: formatPhone('18885550199'), email: 'orders@supplydesk.ca', hours: '10:00-22:00' };

/** Spec §2.3: any of the message or payment services running on its offline sandbox. */
export function usesSandbox(config: ServerConfig): boolean {
  return config.PAYMENT_PROVIDER === 'sandbox' || config.SMS_PROVIDER === 'sandbox' || config.MAIL_PROVIDER === 'sandbox';
}

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/global_settings', { schema: { querystring: noQuerySchema, response: { 200: globalSettingsResponseSchema } } }, async () => ({
    status: 1 as const,
    data: {
      home_hide_express_add: 1,
      default_shop_id: DEFAULT_SHOP_ID,
      app_version: APP_VERSION,
      locales: [...LOCALES],
      currency: 'CAD',
      tax_rate: 0.13,
      time_zone: 'America/Toronto',
      customer_service: CUSTOMER_SERVICE,
      sandbox: usesSandbox(app.config),
      environment: app.config.NODE_ENV,
    },
  }));
};

export default settingsRoutes;
