import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressBookEntry, AddressBookInput, AddressBookList } from '../../../../core/schemas/account';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session/session-store';
import { addressBookQueryKey } from './address-book-list';

export type AddressBookUpdate = AddressBookInput & { id: number };

/** POST api/webclient/user/addrbook/update {id, …} → the saved entry; 404 ADDRESS_NOT_FOUND. */
export function updateAddressBookEntry(input: AddressBookUpdate, locale: Locale): Promise<AddressBookEntry> {
  return apiRequest<AddressBookEntry>('/api/webclient/user/addrbook/update', { locale, method: 'POST', body: input });
}

export function useUpdateAddressBookEntry() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddressBookUpdate) => updateAddressBookEntry(input, locale),
    onSuccess: async (entry) => {
      const cid = sessionStore.getState().user?.cid ?? 0;
      queryClient.setQueryData<AddressBookList>(addressBookQueryKey(cid), (book) =>
        book ? { ...book, list: book.list.map((e) => (e.id === entry.id ? entry : e)) } : book,
      );
      await queryClient.invalidateQueries({ queryKey: addressBookQueryKey(cid) });
    },
  });
}
