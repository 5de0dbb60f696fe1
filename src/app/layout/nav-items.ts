import type { ParseKeys } from 'i18next';
import { paths } from '../../config/paths';

/** The navbar's page links, shared by the desktop bar and the mobile drawer. */
export const NAV_ITEMS: { to: string; label: ParseKeys; end: boolean }[] = [
  { to: paths.home, label: 'nav.home', end: true },
  { to: paths.supply(), label: 'nav.catalogue', end: false },
];

/** The Help menu (spec §2.3, supply mode), shared by the navbar and the mobile drawer. */
export const HELP_ITEMS: { to: string; label: ParseKeys }[] = [
  { to: paths.deliverySchedule, label: 'help.delivery_schedule' },
  { to: paths.returnPolicy, label: 'help.return_policy' },
  { to: paths.contactUs, label: 'help.contact_us' },
  { to: paths.paymentPolicy, label: 'help.payment_policy' },
  { to: paths.privacyPolicy, label: 'help.privacy_policy' },
  { to: paths.termsOfService, label: 'help.terms_of_service' },
];

/** Footer links (spec §2.3 supply mode). */
export const FOOTER_LINKS: { to: string; label: ParseKeys }[] = [
  { to: paths.home, label: 'footer.links.home' },
  { to: paths.aboutUs, label: 'footer.links.about_us' },
  { to: paths.returnPolicy, label: 'footer.links.return_policy' },
  { to: paths.contactUs, label: 'footer.links.contact_us' },
  { to: paths.paymentPolicy, label: 'footer.links.payment_policy' },
  { to: paths.privacyPolicy, label: 'footer.links.privacy_policy' },
  { to: paths.termsOfService, label: 'footer.links.terms_of_service' },
];

/** The user menu (spec §2.3, logged in), shared by the navbar menu and the mobile drawer; Logout follows. */
export const USER_MENU_ITEMS: { to: string; label: ParseKeys }[] = [
  { to: paths.recentOrder, label: 'user_menu.recent_order' },
  { to: paths.orders, label: 'user_menu.orders' },
  { to: paths.orderGuide, label: 'user_menu.order_guide' },
  { to: paths.standingOrders, label: 'user_menu.standing_orders' },
  { to: paths.addressBook, label: 'user_menu.address_book' },
  { to: paths.coupons, label: 'user_menu.coupons' },
  { to: paths.favourites, label: 'user_menu.favourites' },
  { to: paths.profile, label: 'user_menu.profile' },
];
