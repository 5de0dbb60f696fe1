import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../../../components/icons';
import { requestLogin } from '../../../lib/session/login-prompt';
import { isSignedIn, useSession } from '../../../lib/session/session-store';
import { useFollowProduct, useIsFollowed } from '../api/follow-product';

/**
 * The product page's heart (spec §6: favourites need login). Guests get the login modal with the
 * spec's notice; signed-in customers follow / unfollow, the state coming from the followed ids.
 */
export function FavouriteButton({ shopId, productId }: { shopId: number; productId: number }) {
  const { t } = useTranslation();
  const signedIn = useSession(isSignedIn);
  const followed = useIsFollowed(shopId, productId) ?? false;
  const mutation = useFollowProduct(shopId);

  const toggle = () => {
    if (!signedIn) {
      requestLogin({ notice: t('auth.not_logged_in') });
      return;
    }
    if (mutation.isPending) return;
    mutation.mutate({ productId, follow: !followed });
  };

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={signedIn ? followed : false}
      aria-label={followed ? t('user_menu.remove_favourite') : t('user_menu.add_favourite')}
      title={followed ? t('user_menu.remove_favourite') : t('user_menu.add_favourite')}
      className={clsx(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-full border transition-colors',
        followed
          ? 'border-danger-700/30 bg-danger-50 text-danger-700 hover:bg-danger-50/70'
          : 'border-line-strong bg-surface text-ink-muted hover:border-danger-700/40 hover:text-danger-700',
      )}
    >
      <HeartIcon width={22} height={22} fill={followed ? 'currentColor' : 'none'} />
    </button>
  );
}
