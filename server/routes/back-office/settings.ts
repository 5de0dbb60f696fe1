import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  settingsPageResponseSchema,
  shopSettingsBodySchema,
  shopSettingsQuerySchema,
  shopSettingsResponseSchema,
  warehouseHoursBodySchema,
  warehouseHoursResponseSchema,
  warehouseQuerySchema,
} from '../../../core/schemas/shop-settings';
import { settingsPage, updateShopSettings, updateWarehouseHours, warehouseHours } from '../../services/back-office/shop-settings';

/**
 * Shop settings (issue 17): a shop's status, minimum spend, small-order fee and delivery calendar,
 * and its warehouses' hours and closed dates. Registered inside the back-office plugin, whose guard
 * refuses anyone but managers and supervisors before the input is read.
 */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/back-office/settings', { schema: { querystring: shopSettingsQuerySchema, response: { 200: settingsPageResponseSchema } } }, async (request) => {
    return { status: 1 as const, data: await settingsPage(app.db, request.query.shop_id, request.locale) };
  });

  app.put('/api/back-office/settings/shop', { schema: { body: shopSettingsBodySchema, response: { 200: shopSettingsResponseSchema } } }, async (request) => {
    return { status: 1 as const, data: await updateShopSettings(app, request.body, request.locale) };
  });

  app.get('/api/back-office/settings/warehouse', { schema: { querystring: warehouseQuerySchema, response: { 200: warehouseHoursResponseSchema } } }, async (request) => {
    return { status: 1 as const, data: await warehouseHours(app.db, request.query.warehouse_id, request.locale) };
  });

  app.put('/api/back-office/settings/warehouse', { schema: { body: warehouseHoursBodySchema, response: { 200: warehouseHoursResponseSchema } } }, async (request) => {
    return { status: 1 as const, data: await updateWarehouseHours(app, request.body, request.locale) };
  });
};

export default settingsRoutes;
