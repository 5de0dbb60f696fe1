import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressBookDeleteBodySchema,
  addressBookDeletedResponseSchema,
  addressBookEntryResponseSchema,
  addressBookListResponseSchema,
  addressBookInputSchema,
  addressBookUpdateBodySchema,
  MAX_ADDRESS_BOOK_ENTRIES,
  webappAddressBookDeleteBodySchema,
  webappAddressBookQuerySchema,
} from '../../../core/schemas/account';
import { noQuerySchema } from '../../../core/schemas/common';
import { requireCustomer } from '../../plugins/auth';
import { addAddress, deleteAddress, listAddresses, otherCustomer, updateAddress } from '../../services/account/address-book';

/** Address book (spec §7 api/webclient/user/addrbook/… and the webapp /api/webapp/addressbook calls). */
const addressBookRoutes: FastifyPluginAsyncZod = async (app) => {
  const shops = async () => (await app.catalogue.current()).shops.values();
  const list = async (customerId: number) => ({
    status: 1 as const,
    data: { list: await listAddresses(app.db, customerId, await shops()), max: MAX_ADDRESS_BOOK_ENTRIES },
  });

  app.get('/api/webclient/user/addrbook/list', { schema: { querystring: noQuerySchema, response: { 200: addressBookListResponseSchema } } }, async (request) => {
    const { customerId } = await requireCustomer(request);
    return list(customerId);
  });

  app.post('/api/webclient/user/addrbook/new', { schema: { body: addressBookInputSchema, response: { 200: addressBookEntryResponseSchema } } }, async (request) => {
    const { customerId } = await requireCustomer(request);
    return { status: 1 as const, data: await addAddress(app.db, customerId, request.body, app.clock(), await shops()) };
  });

  app.post('/api/webclient/user/addrbook/update', { schema: { body: addressBookUpdateBodySchema, response: { 200: addressBookEntryResponseSchema } } }, async (request) => {
    const { customerId } = await requireCustomer(request);
    const { id, ...input } = request.body;
    return { status: 1 as const, data: await updateAddress(app.db, customerId, id, input, app.clock(), await shops()) };
  });

  app.post('/api/webclient/user/addrbook/delete', { schema: { body: addressBookDeleteBodySchema, response: { 200: addressBookDeletedResponseSchema } } }, async (request) => {
    const { customerId } = await requireCustomer(request);
    return { status: 1 as const, data: await deleteAddress(app.db, customerId, request.body.id) };
  });

  // The webapp calls name the customer; it must be the caller (the session decides, never the id).
  app.get('/api/webapp/addressbook', { schema: { querystring: webappAddressBookQuerySchema, response: { 200: addressBookListResponseSchema } } }, async (request) => {
    const { customerId } = await requireCustomer(request);
    const asked = request.query.pq_customer_id;
    if (asked !== undefined && asked !== customerId) throw otherCustomer();
    return list(customerId);
  });

  app.delete('/api/webapp/addressbook', { schema: { body: webappAddressBookDeleteBodySchema, response: { 200: addressBookDeletedResponseSchema } } }, async (request) => {
    const { customerId } = await requireCustomer(request);
    if (request.body.customer_id !== customerId) throw otherCustomer();
    return { status: 1 as const, data: await deleteAddress(app.db, customerId, request.body.id) };
  });
};

export default addressBookRoutes;
