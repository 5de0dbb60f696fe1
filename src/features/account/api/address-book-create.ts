import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressBookEntry, AddressBookInput, AddressBookList } from '../../../../core/schemas/account';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session/session-store';
import { addressBookQueryKey } from './address-book-list';

/**
 * POST api/webclient/user/addrbook/new → the saved entry. 400 VALIDATION_FAILED carries issues per
 * field; 400 ADDRESS_BOOK_FULL at the limit.
 */
export function createAddressBookEntry(input: AddressBookInput, locale: Locale): Promise<AddressBookEntry> {
  return apiRequest<AddressBookEntry>('/api/webclient/user/addrbook/new', { locale, method: 'POST', body: input });
}

export function useCreateAddressBookEntry() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddressBookInput) => createAddressBookEntry(input, locale),
    onSuccess: async (entry) => {
      const cid = sessionStore.getState().user?.cid ?? 0;
      queryClient.setQueryData<AddressBookList>(addressBookQueryKey(cid), (book) =>
        book ? { ...book, list: [entry, ...book.list.filter((e) => e.id !== entry.id)] } : book,
      );
      await queryClient.invalidateQueries({ queryKey: addressBookQueryKey(cid) });
    },
  });
}
