import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { digitsOnly, isValidPhoneNum } from '../../../core/account/phone';
import { agentLinkBodySchema, agentLinkResponseSchema, forgotPasswordBodySchema, forgotPasswordSentResponseSchema, loggedOutResponseSchema, loginBodySchema, profileUpdateBodySchema, proxyLoginQuerySchema, tokenLoginQuerySchema, sessionResponseSchema, userResponseSchema, verificationCodeCheckBodySchema, verificationCodeCheckedResponseSchema, verificationCodeRequestQuerySchema, verificationCodeSentResponseSchema } from '../../../core/schemas/account';
import { noBodySchema, noQuerySchema } from '../../../core/schemas/common';
import { DEFAULT_AUTH_PEPPER } from '../../config';
import { customers } from '../../db/schema';
import { bearerToken, caller, notLoggedIn, requireCustomer, requireStaff } from '../../plugins/auth';
import { issueAgentLink, proxyLogin, tokenLogin } from '../../services/auth/agent-link';
import { clientAddress } from '../../http/client-address';
import { customerLoginFailed } from '../../services/auth/auth-errors';
import { loginCustomer } from '../../services/auth/customer-login';
import { forgotPasswordMails } from '../../services/auth/forgot-password';
import { findSession, revokeSession } from '../../services/auth/session-tokens';
import { loginStaff } from '../../services/auth/staff-accounts';
import { customerUser, staffUser, userForCaller } from '../../services/auth/user-profile';
import { checkVerificationCode, requestVerificationCode } from '../../services/auth/verification-codes';
import { smsClientRateLimit, smsDestinationLimits } from './sms-send-limits';

/**
 * Sign-in and the user (spec §2.5, §4 Login and session, §7 Authentication and user): SMS-code login
 * for buyers, username + password for staff, agent links, logout, the user's detail.
 */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.NODE_ENV === 'production' && app.config.AUTH_PEPPER === DEFAULT_AUTH_PEPPER) {
    app.log.warn('AUTH_PEPPER is not set: SMS codes are hashed with the public development pepper. Set a secret AUTH_PEPPER.');
  }
  /** Forgot-password mails go out after the answer, so its timing says nothing about the address. */
  const pendingMails = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pendingMails]);
  });

  const reserveSmsSend = smsDestinationLimits(app);
  app.get(
    '/api/webclient/verification_code/request',
    { schema: { querystring: verificationCodeRequestQuerySchema, response: { 200: verificationCodeSentResponseSchema } }, config: { rateLimit: smsClientRateLimit(app.config) } },
    async (request) => {
      const phone = request.query.phone_num;
      const sent = await requestVerificationCode(
        { db: app.db, pepper: app.config.AUTH_PEPPER, now: app.clock(), sms: app.sms, t: request.t, reserveSend: () => reserveSmsSend(request), resendIntervalMs: app.config.SMS_RESEND_INTERVAL_MS },
        phone,
      );
      return { status: 1 as const, data: { phone_num: phone, retry_after: sent.retryAfterSeconds, expires_in: sent.expiresInSeconds } };
    },
  );

  app.post('/api/webclient/verification_code/check', { schema: { body: verificationCodeCheckBodySchema, response: { 200: verificationCodeCheckedResponseSchema } } }, async (request) => {
    const { phone_num: phone, code } = request.body;
    const deps = { db: app.db, pepper: app.config.AUTH_PEPPER, now: app.clock(), client: clientAddress(request) };
    const password = await checkVerificationCode(deps, phone, code);
    return { status: 1 as const, data: { phone_num: phone, password } };
  });

  app.post('/api/webclient/login', { schema: { body: loginBodySchema, response: { 200: sessionResponseSchema } } }, async (request) => {
    const phone = digitsOnly(request.body.username);
    if (!isValidPhoneNum(phone)) throw customerLoginFailed();
    const now = app.clock();
    const login = await loginCustomer(app.db, { phone, password: request.body.password, pepper: app.config.AUTH_PEPPER, now, locale: request.locale });
    const user = await customerUser(app.db, login.customerId, now);
    return { status: 1 as const, data: { token: login.session.token, expires_at: login.session.expiresAt.toISOString(), user: user! } };
  });

  app.post('/api/login', { schema: { body: loginBodySchema, response: { 200: sessionResponseSchema } } }, async (request) => {
    const now = app.clock();
    const { username, password } = request.body;
    const login = await loginStaff(app.db, { username, password, client: clientAddress(request), now });
    const user = await staffUser(app.db, login.staffId, request.locale);
    return { status: 1 as const, data: { token: login.session.token, expires_at: login.session.expiresAt.toISOString(), user: user! } };
  });

  /** Revokes the session the token names, whatever its kind or state; no token is fine too. */
  /**
   * Signing out revokes this session. A staff sign-out thereby ends the agent links this session
   * issued (each link records its issuer, and findSession treats a link whose issuer is revoked or
   * expired as revoked or expired too), not every link of the agent: a link is the sign-in's
   * authority lent to one customer, so it must not outlive that sign-in, while the agent's sign-in on
   * another machine and the links it issued are that machine's business. Ending everything is what
   * disabling the account (setStaffActive) and a new password do.
   */
  const logout = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const session = token && token.length <= 200 ? await findSession(app.db, token) : undefined;
    if (session && !session.revokedAt) await revokeSession(app.db, session.id, app.clock());
    return { status: 1 as const, data: { logged_out: true as const } };
  };
  app.post('/api/webclient/logout', { schema: { body: noBodySchema, response: { 200: loggedOutResponseSchema } } }, logout);
  app.post('/api/logout', { schema: { body: noBodySchema, response: { 200: loggedOutResponseSchema } } }, logout);

  /** The caller's user (customer, agent acting for one, or staff); NOT_LOGIN without a token. */
  const currentUser = async (request: FastifyRequest) => {
    const who = await caller(request);
    if (!who) throw notLoggedIn();
    return { status: 1 as const, data: await userForCaller(app.db, who, app.clock(), request.locale) };
  };
  app.get('/api/webclient/login/checking', { schema: { querystring: noQuerySchema, response: { 200: userResponseSchema } } }, currentUser);
  app.get('/api/user/detail', { schema: { querystring: noQuerySchema, response: { 200: userResponseSchema } } }, currentUser);

  app.post('/api/user/detail', { schema: { body: profileUpdateBodySchema, response: { 200: userResponseSchema } } }, async (request) => {
    const who = await requireCustomer(request);
    const now = app.clock();
    const body = request.body;
    await app.db.transaction(async (tx) => {
      const [current] = await tx.select({ email: customers.email }).from(customers).where(eq(customers.id, who.customerId)).for('update');
      if (!current) return;
      const emailChanged = body.email !== undefined && body.email.toLowerCase() !== current.email.toLowerCase();
      await tx
        .update(customers)
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.language !== undefined ? { language: body.language } : {}),
          ...(emailChanged ? { email: body.email!, emailVerified: false } : {}),
          updatedAt: now,
        })
        .where(eq(customers.id, who.customerId));
    });
    return { status: 1 as const, data: await userForCaller(app.db, who, now, request.locale) };
  });

  app.post('/api/hybrid/merchant/login/as_customer', { schema: { body: agentLinkBodySchema, response: { 200: agentLinkResponseSchema } } }, async (request) => {
    const agent = await requireStaff(request);
    const data = await issueAgentLink(app.db, agent, { customerId: request.body.customer_id, shopMid: request.body.shop_mid, now: app.clock() });
    return { status: 1 as const, data };
  });

  app.get('/api/webclient/user/proxy', { schema: { querystring: proxyLoginQuerySchema, response: { 200: sessionResponseSchema } } }, async (request) => {
    const data = await proxyLogin(app.db, { token: request.query.token, customerId: request.query.cid, now: app.clock() });
    return { status: 1 as const, data };
  });

  app.get('/api/webclient/user/token', { schema: { querystring: tokenLoginQuerySchema, response: { 200: sessionResponseSchema } } }, async (request) => {
    const data = await tokenLogin(app.db, { token: request.query.token, now: app.clock() });
    return { status: 1 as const, data };
  });

  app.post('/api/webclient/password/forgot', { schema: { body: forgotPasswordBodySchema, response: { 200: forgotPasswordSentResponseSchema } } }, async (request) => {
    const { email } = request.body;
    const locale = request.locale;
    const job = (async () => {
      const mails = await forgotPasswordMails(app.db, email, locale);
      for (const mail of mails) await app.mail.send(mail);
    })()
      .catch((error: Error) => app.log.error({ err: error }, 'forgot-password mail failed'))
      .finally(() => pendingMails.delete(job));
    pendingMails.add(job);
    return { status: 1 as const, data: { sent: true as const } };
  });
};

export default authRoutes;
