import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateBody, User } from '../../../../core/schemas/account';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';
import { setUser } from '../../../lib/session/session-store';
import { profileQueryKey } from './profile-get';

/** POST /api/user/detail {name, email, language} → the updated user. */
export function updateProfile(body: ProfileUpdateBody, locale: Locale): Promise<User> {
  return apiRequest<User>('/api/user/detail', { locale, method: 'POST', body });
}

export function useUpdateProfile() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => updateProfile(body, locale),
    onSuccess: (user) => {
      setUser(user);
      queryClient.setQueryData(profileQueryKey(user.cid), user);
    },
  });
}
