import { z } from 'zod';
import { isValidPhoneNum } from '../account/phone';
import { normalizePostalCode } from '../account/postal-code';
import { idParam, okEnvelope } from './common';
import { productSummarySchema } from './catalogue';

/**
 * Accounts (spec §2.5, §2.8, §3 User / Address book entry, §4 Login and session, §5, §7 Authentication
 * and user, Address book). Custom messages are i18n keys under `validation.`; the server and the
 * renderer translate them into the caller's language.
 */

// ---------------------------------------------------------------------------------------------------
// Phone + SMS code login: verification_code/request → verification_code/check → login
// ---------------------------------------------------------------------------------------------------

/** Country code first, digits only: `14165550123`, `8613812345678` (see core/account/phone.ts). */
export const phoneNumSchema = z
  .string()
  .trim()
  // abort: an empty number gets only "enter a phone number", not "incorrect" as well.
  .min(1, { message: 'validation.phone_required', abort: true })
  .max(20, 'validation.phone_invalid')
  .refine(isValidPhoneNum, 'validation.phone_invalid');

export const SMS_CODE_LENGTH = 6;
export const smsCodeSchema = z
  .string()
  .trim()
  .min(1, { message: 'validation.code_required', abort: true })
  .regex(/^\d{6}$/, 'validation.code_invalid');

/** GET api/webclient/verification_code/request?phone_num= */
export const verificationCodeRequestQuerySchema = z.object({ phone_num: phoneNumSchema });
export const verificationCodeSentSchema = z.object({
  phone_num: z.string(),
  /** Seconds before another code may be requested (the 60 s countdown). */
  retry_after: z.number().int(),
  /** Seconds the code stays valid (10 minutes). */
  expires_in: z.number().int(),
});
export type VerificationCodeSent = z.infer<typeof verificationCodeSentSchema>;
export const verificationCodeSentResponseSchema = okEnvelope(verificationCodeSentSchema);

/** POST api/webclient/verification_code/check */
export const verificationCodeCheckBodySchema = z.object({ phone_num: phoneNumSchema, code: smsCodeSchema });
export type VerificationCodeCheckBody = z.infer<typeof verificationCodeCheckBodySchema>;
/** data.password: a one-time login password, valid a few minutes, for api/webclient/login. */
export const verificationCodeCheckedSchema = z.object({ phone_num: z.string(), password: z.string() });
export type VerificationCodeChecked = z.infer<typeof verificationCodeCheckedSchema>;
export const verificationCodeCheckedResponseSchema = okEnvelope(verificationCodeCheckedSchema);

/** POST api/webclient/login {username: phone_num, password} (customers) and api/login (staff). */
export const loginBodySchema = z.object({
  username: z.string().trim().min(1, 'validation.username_required').max(80),
  password: z.string().min(1, 'validation.password_required').max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * Staff roles (DECISIONS.md "After checkout"): agents order for customers; warehouse staff accept,
 * pick, pack, weigh, hand over pickups and decide claims; drivers see the day's stops and mark them
 * delivered; managers run the back office (catalogue, prices, stock, promotions, customers and shop
 * settings); supervisors may do everything.
 */
export const STAFF_ROLES = ['agent', 'supervisor', 'warehouse', 'driver', 'manager'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** Who reaches the back office (issue 17); a supervisor passes every staff check as well. */
export const BACK_OFFICE_ROLES: readonly StaffRole[] = ['manager'];

export const userTypeSchema = z.enum(['customer', ...STAFF_ROLES]);
export type UserType = z.infer<typeof userTypeSchema>;

/** Spec §3 User, as the server sends it (the client adds token and loginAt when it stores it). */
export const userSchema = z.object({
  /** Customer id; 0 for a staff account signed in on its own. */
  cid: z.number().int(),
  /** Agent (staff) id; 0 for a customer's own session. */
  aid: z.number().int(),
  type: userTypeSchema,
  /** Staff role when aid ≠ 0, else ''. */
  staff_role: z.enum(['', ...STAFF_ROLES]),
  /** Used as the name when name is empty: the phone for customers, the login for staff. */
  username: z.string(),
  name: z.string(),
  /** Country code first, digits only; '' for staff. */
  phone_num: z.string(),
  /** Display form, e.g. '+1 416-555-0123'. */
  phone: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  avatar: z.string(),
  created_at: z.string(),
  /** Store credit, dollars. */
  credit: z.number(),
  invite_code: z.string(),
  order_count: z.number().int(),
  /** Available coupons. */
  coupons_count: z.number().int(),
  language: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const sessionSchema = z.object({
  token: z.string(),
  /** ISO time the token stops working. */
  expires_at: z.string(),
  user: userSchema,
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionResponseSchema = okEnvelope(sessionSchema);

/** GET /api/webclient/user/proxy?token=&cid= — an agent link's customer token (spec §2.9). */
export const proxyLoginQuerySchema = z.object({ token: z.string().min(20).max(200), cid: idParam });

/** GET /api/webclient/user/token — spec §2.1 /auth_token/:token?: a customer token alone signs in as its owner. */
export const tokenLoginQuerySchema = z.object({ token: z.string().min(20).max(200) });

/** POST /api/hybrid/merchant/login/as_customer — a signed-in agent gets a customer-scoped token. */
export const agentLinkBodySchema = z.object({ customer_id: idParam, shop_mid: idParam.optional() });
export const agentLinkSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
  customer_id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  aid: z.number().int(),
  shop_mid: z.number().int(),
  /** supplydesk://order?token=…&customer_id=…&name=…&phone=…&aid=…&shop_mid=… */
  link: z.string(),
});
export type AgentLink = z.infer<typeof agentLinkSchema>;
export const agentLinkResponseSchema = okEnvelope(agentLinkSchema);

/** POST api/webclient/password/forgot {email}: always answers sent (no account probing). */
export const forgotPasswordBodySchema = z.object({
  email: z.string().trim().min(1, { message: 'validation.email_required', abort: true }).max(200).email('validation.email_invalid'),
});
export const forgotPasswordSentSchema = z.object({ sent: z.literal(true) });
export const forgotPasswordSentResponseSchema = okEnvelope(forgotPasswordSentSchema);

/** POST api/webclient/logout and api/logout. */
export const loggedOutResponseSchema = okEnvelope(z.object({ logged_out: z.literal(true) }));

/** POST api/user/detail — profile changes (name, e-mail, language). */
export const profileUpdateBodySchema = z.object({
  name: z.string().trim().max(80).optional(),
  email: z.union([z.literal(''), z.string().trim().max(200).email('validation.email_invalid')]).optional(),
  language: z.enum(['en', 'cn', 'fr']).optional(),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;
export const userResponseSchema = okEnvelope(userSchema);

// ---------------------------------------------------------------------------------------------------
// Address book (api/webclient/user/addrbook/… and /api/webapp/addressbook)
// ---------------------------------------------------------------------------------------------------

export const MAX_ADDRESS_BOOK_ENTRIES = 50;

const coordinate = (min: number, max: number) =>
  z.coerce.number({ error: 'validation.address_pick' }).min(min, 'validation.address_pick').max(max, 'validation.address_pick');

/** Spec §3 Address book entry form: Merchant Name, Phone Number, Delivery address, Unit, Buzzer, Postal Code. */
export const addressBookInputSchema = z.object({
  name: z.string().trim().min(1, 'validation.merchant_name_required').max(80, 'validation.too_long'),
  tel: z
    .string()
    .transform((v) => v.replace(/\D+/g, ''))
    .pipe(z.string().min(10, 'validation.phone_invalid').max(15, 'validation.phone_invalid')),
  address: z.string().trim().min(1, 'validation.address_required').max(200, 'validation.too_long'),
  unit: z.string().trim().max(20, 'validation.too_long').default(''),
  buzz_code: z.string().trim().max(20, 'validation.too_long').default(''),
  postal_code: z
    .string()
    .trim()
    .min(1, 'validation.postal_code_required')
    .transform((v, ctx) => {
      const normalized = normalizePostalCode(v);
      if (!normalized) {
        ctx.addIssue({ code: 'custom', message: 'validation.postal_code_invalid' });
        return z.NEVER;
      }
      return normalized;
    }),
  /** Picked from the address suggestions (spec §5): Canada's bounding box. */
  latitude: coordinate(41.6, 83.2),
  longitude: coordinate(-141.1, -52.6),
});
export type AddressBookInput = z.input<typeof addressBookInputSchema>;

export const addressBookEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tel: z.string(),
  address: z.string(),
  /** Some screens read addr (spec §3). */
  addr: z.string(),
  unit: z.string(),
  buzz_code: z.string(),
  postal_code: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The shop that delivers there, 0 when outside every delivery zone. */
  shop_id: z.number().int(),
  updated_at: z.string(),
});
export type AddressBookEntry = z.infer<typeof addressBookEntrySchema>;

export const addressBookListSchema = z.object({
  list: z.array(addressBookEntrySchema),
  max: z.number().int(),
});
export type AddressBookList = z.infer<typeof addressBookListSchema>;
export const addressBookListResponseSchema = okEnvelope(addressBookListSchema);
export const addressBookEntryResponseSchema = okEnvelope(addressBookEntrySchema);

/** POST …/addrbook/update */
export const addressBookUpdateBodySchema = addressBookInputSchema.extend({ id: idParam });
/** POST …/addrbook/delete {id} */
export const addressBookDeleteBodySchema = z.object({ id: idParam });
/** GET /api/webapp/addressbook?pq_customer_id=&category= (pq_customer_id must be the caller). */
export const webappAddressBookQuerySchema = z.object({
  pq_customer_id: idParam.optional(),
  category: z.string().max(40).optional(),
});
/** DELETE /api/webapp/addressbook {customer_id, id} */
export const webappAddressBookDeleteBodySchema = z.object({ customer_id: idParam, id: idParam });
/** Both deletes answer the id removed. */
export const addressBookDeletedSchema = z.object({ id: z.number().int() });
export const addressBookDeletedResponseSchema = okEnvelope(addressBookDeletedSchema);

// ---------------------------------------------------------------------------------------------------
// Favourites (follow product), recently viewed, coupons, today's order amount
// ---------------------------------------------------------------------------------------------------

/** POST /api/follows/product {shop_id, product_id, action_int: 1 follow, 0 unfollow} */
export const followProductBodySchema = z.object({
  shop_id: idParam,
  product_id: idParam,
  action_int: z.coerce.number().int().min(0).max(1),
});
export const followProductResultSchema = z.object({ product_id: z.number().int(), followed: z.boolean() });
/** GET /api/follows/product?shop_id= → the followed products as this shop sells them. */
export const shopScopedQuerySchema = z.object({ shop_id: idParam });
export const productListSchema = z.object({
  list: z.array(productSummarySchema),
  /** Followed (or viewed) products this shop does not sell or has delisted. */
  unavailable: z.number().int(),
});
export type ProductList = z.infer<typeof productListSchema>;
export const productListResponseSchema = okEnvelope(productListSchema);
export const followProductResultResponseSchema = okEnvelope(followProductResultSchema);
/** GET /api/follows/product/ids?shop_id= → the followed products this shop sells (filled hearts on cards). */
export const followedProductIdsSchema = z.object({ product_ids: z.array(z.number().int()) });
export const followedProductIdsResponseSchema = okEnvelope(followedProductIdsSchema);

/** POST api/recently_product {shop_id, product_id}: the product page records a view when logged in. */
export const recentlyViewedBodySchema = z.object({ shop_id: idParam, product_id: idParam });
export const MAX_RECENTLY_VIEWED = 30;
export const recentlyViewedSavedSchema = z.object({ product_id: z.number().int(), viewed_at: z.string() });
export const recentlyViewedSavedResponseSchema = okEnvelope(recentlyViewedSavedSchema);

/** GET api/user/coupons/list/group */
export const userCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** '$10.00 off' style text in the caller's language. */
  description: z.string(),
  kind: z.enum(['amount', 'percent']),
  /** Dollars off (amount) or percent (percent). */
  value: z.number(),
  /** Dollars; 0 = no minimum. */
  min_subtotal: z.number(),
  shop_id: z.number().int(),
  shipping_type: z.enum(['all', 'delivery', 'pickup']),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(['available', 'used', 'expired']),
  used_at: z.string().nullable(),
  order_id: z.number().int().nullable(),
});
export type UserCoupon = z.infer<typeof userCouponSchema>;
export const userCouponGroupsSchema = z.object({
  available: z.array(userCouponSchema),
  used: z.array(userCouponSchema),
  expired: z.array(userCouponSchema),
});
export type UserCouponGroups = z.infer<typeof userCouponGroupsSchema>;
export const userCouponGroupsResponseSchema = okEnvelope(userCouponGroupsSchema);

/** A coupon as a package shows it before it is redeemed. */
export const couponPreviewSchema = userCouponSchema.pick({
  code: true,
  name: true,
  description: true,
  kind: true,
  value: true,
  min_subtotal: true,
  shipping_type: true,
  ends_at: true,
});
/** GET api/coupon_package/get_available_package: packages on offer now that the caller has not redeemed. */
export const couponPackageSchema = z.object({
  /** The package id, sent back as card_setting_id to redeem it (spec session value card_setting_id). */
  card_setting_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** 0 = every shop. */
  shop_id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  coupons: z.array(couponPreviewSchema),
});
export type CouponPackage = z.infer<typeof couponPackageSchema>;
export const couponPackageListSchema = z.object({ list: z.array(couponPackageSchema) });
export const couponPackageListResponseSchema = okEnvelope(couponPackageListSchema);
/** POST api/coupon_package/redeem_package {card_setting_id}: grants the package's coupons once. */
export const redeemPackageBodySchema = z.object({ card_setting_id: idParam });
export const redeemPackageResultSchema = z.object({
  card_setting_id: z.number().int(),
  /** The coupons granted, as My Coupons lists them. */
  coupons: z.array(userCouponSchema),
});
export type RedeemPackageResult = z.infer<typeof redeemPackageResultSchema>;
export const redeemPackageResultResponseSchema = okEnvelope(redeemPackageResultSchema);

/** GET /api/today_order_amount → data.amount, dollars ordered today (America/Toronto), not cancelled. */
export const todayOrderAmountSchema = z.object({ amount: z.number(), order_count: z.number().int() });
export const todayOrderAmountResponseSchema = okEnvelope(todayOrderAmountSchema);
