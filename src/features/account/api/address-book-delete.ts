import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressBookList } from '../../../../core/schemas/account';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session/session-store';
import { addressBookQueryKey } from './address-book-list';

/** POST api/webclient/user/addrbook/delete {id}. */
export async function deleteAddressBookEntry(id: number, locale: Locale): Promise<void> {
  await apiRequest<unknown>('/api/webclient/user/addrbook/delete', { locale, method: 'POST', body: { id } });
}

export function useDeleteAddressBookEntry() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAddressBookEntry(id, locale),
    onSuccess: async (_data, id) => {
      const cid = sessionStore.getState().user?.cid ?? 0;
      queryClient.setQueryData<AddressBookList>(addressBookQueryKey(cid), (book) =>
        book ? { ...book, list: book.list.filter((e) => e.id !== id) } : book,
      );
      await queryClient.invalidateQueries({ queryKey: addressBookQueryKey(cid) });
    },
  });
}
