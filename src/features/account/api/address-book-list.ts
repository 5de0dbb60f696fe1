import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressBookList } from '../../../../core/schemas/account';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-store';

/** Every address-book query starts with this; saving, removing and signing in or out refresh them. */
export const ADDRESS_BOOK_QUERY_ROOT = 'address-book';

export const addressBookQueryKey = (cid: number) => [ADDRESS_BOOK_QUERY_ROOT, cid] as const;

/** GET api/webclient/user/addrbook/list → the signed-in customer's entries and the limit (50). */
export async function getAddressBook(locale: Locale, signal?: AbortSignal): Promise<AddressBookList> {
  return apiRequest<AddressBookList>('/api/webclient/user/addrbook/list', { locale, signal });
}

export function addressBookQueryOptions(cid: number, locale: Locale) {
  return queryOptions({
    queryKey: addressBookQueryKey(cid),
    queryFn: ({ signal }) => getAddressBook(locale, signal),
  });
}

/** The signed-in customer's address book; idle while nobody is signed in. */
export function useAddressBook() {
  const locale = useLocale();
  const cid = useSession((s) => (s.token ? (s.user?.cid ?? null) : null));
  return useQuery({ ...addressBookQueryOptions(cid ?? 0, locale), enabled: cid !== null });
}
