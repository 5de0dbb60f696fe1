/**
 * Where a banner leads (core/schemas/banner.ts checks its form): a storefront path ('/supply/produce';
 * the renderer adds the language prefix and stays in the app) or an https address on another site.
 * Kept apart from the schemas so the home page reads it without loading zod.
 */
export function isInternalBannerLink(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}
