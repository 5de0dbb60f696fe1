import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressBookEntry } from '../../../../../core/schemas/account';
import type { PlacePrediction } from '../../../../../core/schemas/maps';
import { AddressAutocomplete } from '../../../../components/address-autocomplete/address-autocomplete';
import { useLocale } from '../../../../hooks/use-locale';
import { ApiRequestError } from '../../../../lib/api-client';
import { placeDetailsQueryOptions } from '../../../../lib/maps/get-place-details';
import { useCreateAddressBookEntry } from '../../api/address-book-create';
import { useUpdateAddressBookEntry } from '../../api/address-book-update';
import {
  ADDRESS_FIELDS,
  addressErrorsFromIssues,
  addressFormFromEntry,
  checkPostalCode,
  emptyAddressForm,
  postalCodeOfPlace,
  validateAddressForm,
  type AddressField,
  type AddressFormValues,
} from './address-form';
import { translateIssue } from './form-errors';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { Spinner } from '../../../../components/ui/spinner';
import { TextField } from '../../../../components/ui/text-field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { DialogCloseButton } from '../../../../components/ui/dialog-parts';

type FieldErrors = Partial<Record<AddressField, string>>;

/**
 * The address pop-up (spec §2.8 'edit pop-up', §3 labels, §5 Address book): add or modify an entry.
 * The delivery address must be picked from the suggestions; picking fills the coordinates and the
 * postal code, which stays editable. Errors (ours and the server's) sit under their fields; the
 * dialog stays open with everything typed until the save succeeds.
 */
export function AddressFormDialog({
  open,
  onOpenChange,
  entry,
  defaultTel,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null adds a new entry. */
  entry: AddressBookEntry | null;
  defaultTel: string;
  onSaved: (entry: AddressBookEntry) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/55 animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => {
            // Escape in an open suggestion list closes the list, not the dialog.
            const target = event.target as HTMLElement | null;
            if (target?.getAttribute('role') === 'combobox' && target.getAttribute('aria-expanded') === 'true') {
              event.preventDefault();
            }
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[94dvh] overflow-y-auto rounded-t-card bg-surface px-5 pt-6 pb-6 shadow-raised animate-fade-in focus:outline-none sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(36rem,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card sm:px-7 sm:pt-7"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold tracking-tight text-ink">
              {entry ? t('address_book.edit_title') : t('address_book.add_title')}
            </Dialog.Title>
            <DialogCloseButton />
          </div>
          <AddressForm
            entry={entry}
            defaultTel={defaultTel}
            onCancel={() => onOpenChange(false)}
            onSaved={onSaved}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function AddressForm({
  entry,
  defaultTel,
  onCancel,
  onSaved,
}: {
  entry: AddressBookEntry | null;
  defaultTel: string;
  onCancel: () => void;
  onSaved: (entry: AddressBookEntry) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<AddressFormValues>(() =>
    entry ? addressFormFromEntry(entry) : emptyAddressForm(defaultTel),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const addressRef = useRef<HTMLInputElement>(null);
  /** The suggestion whose details are loading. */
  const pendingPlace = useRef<string | null>(null);
  const create = useCreateAddressBookEntry();
  const update = useUpdateAddressBookEntry();
  const saving = create.isPending || update.isPending;
  const resolving = values.picked?.status === 'resolving';
  const translate = translateIssue(t);

  const fieldId = (field: AddressField) => `${id}-${field}`;
  const setField = (field: Exclude<AddressField, 'address'>, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    const first = ADDRESS_FIELDS.find((field) => next[field]);
    if (!first) return;
    const element = first === 'address' ? addressRef.current : document.getElementById(fieldId(first));
    element?.focus();
  };

  const pick = async (prediction: PlacePrediction) => {
    pendingPlace.current = prediction.place_id;
    setValues((v) => ({
      ...v,
      addressText: prediction.description,
      picked: { label: prediction.description, placeId: prediction.place_id, status: 'resolving' },
    }));
    setErrors((e) => ({ ...e, address: undefined }));
    try {
      const place = await queryClient.fetchQuery(placeDetailsQueryOptions(prediction.place_id, locale));
      // Typed over or picked again meanwhile: this answer is stale.
      if (pendingPlace.current !== prediction.place_id) return;
      pendingPlace.current = null;
      const label = place.formatted_address || prediction.description;
      const postal = postalCodeOfPlace(place);
      const checked = postal ? checkPostalCode(postal) : null;
      setValues((v) => ({
        ...v,
        addressText: label,
        picked: { label, latitude: place.geometry.location.lat, longitude: place.geometry.location.lng, status: 'resolved' },
        postal_code: checked?.ok ? checked.value : postal || v.postal_code,
      }));
      if (postal) setErrors((e) => ({ ...e, postal_code: undefined }));
    } catch {
      if (pendingPlace.current !== prediction.place_id) return;
      pendingPlace.current = null;
      setValues((v) => ({ ...v, picked: null }));
      setErrors((e) => ({ ...e, address: t('address_book.details_failed') }));
    }
  };

  const checkPostalOnBlur = () => {
    if (!values.postal_code.trim()) return;
    const checked = checkPostalCode(values.postal_code);
    if (checked.ok) {
      setValues((v) => ({ ...v, postal_code: checked.value }));
      setErrors((e) => ({ ...e, postal_code: undefined }));
    } else {
      setErrors((e) => ({ ...e, postal_code: translate(checked.message) }));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving || resolving) return;
    setFormError(null);
    const result = validateAddressForm(values, translate);
    if (!result.ok) {
      showErrors(result.errors.fields);
      return;
    }
    const handlers = {
      onSuccess: (saved: AddressBookEntry) => onSaved(saved),
      onError: (error: Error) => {
        if (error instanceof ApiRequestError && error.issues?.length) {
          const mapped = addressErrorsFromIssues(error.issues, translate);
          showErrors(mapped.fields);
          setFormError(mapped.other.length ? mapped.other.join(' ') : Object.keys(mapped.fields).length ? null : error.message);
        } else {
          setFormError(error instanceof ApiRequestError ? error.message : t('errors.internal'));
        }
      },
    };
    if (entry) update.mutate({ ...result.input, id: entry.id }, handlers);
    else create.mutate(result.input, handlers);
  };

  return (
    <form noValidate onSubmit={submit} className="mt-5 grid gap-4 sm:grid-cols-2" aria-busy={saving}>
      <TextField
        id={fieldId('name')}
        className="sm:col-span-2"
        label={t('address_book.field_name')}
        autoComplete="organization"
        required
        maxLength={80}
        value={values.name}
        onChange={(event) => setField('name', event.target.value)}
        error={errors.name}
      />
      <TextField
        id={fieldId('tel')}
        className="sm:col-span-2"
        label={t('address_book.field_tel')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        maxLength={25}
        value={values.tel}
        onChange={(event) => setField('tel', event.target.value)}
        error={errors.tel}
      />
      <div className="sm:col-span-2">
        <AddressAutocomplete
          inputRef={addressRef}
          label={t('address_book.field_address')}
          text={values.addressText}
          onTextChange={(text) => {
            pendingPlace.current = null;
            setValues((v) => ({
              ...v,
              addressText: text,
              picked: v.picked && v.picked.label === text ? v.picked : null,
            }));
            setErrors((e) => ({ ...e, address: undefined }));
          }}
          pickedLabel={values.picked?.label ?? null}
          onPick={(prediction) => void pick(prediction)}
          // Spec §5: the address must come from the suggestions; what was typed stays for correcting.
          onProblem={(problem) =>
            setErrors((e) => ({
              ...e,
              address: t(problem === 'required' ? 'validation.address_required' : 'validation.address_pick'),
            }))
          }
          error={errors.address ?? null}
        />
        <p className="mt-1.5 text-xs text-ink-muted" aria-live="polite">
          {resolving ? t('address_book.resolving') : t('address_book.address_hint')}
        </p>
      </div>
      <TextField
        id={fieldId('unit')}
        label={t('address_book.field_unit')}
        autoComplete="address-line2"
        maxLength={20}
        value={values.unit}
        onChange={(event) => setField('unit', event.target.value)}
        error={errors.unit}
      />
      <TextField
        id={fieldId('buzz_code')}
        label={t('address_book.field_buzzer')}
        autoComplete="off"
        maxLength={20}
        value={values.buzz_code}
        onChange={(event) => setField('buzz_code', event.target.value)}
        error={errors.buzz_code}
      />
      <TextField
        id={fieldId('postal_code')}
        className="sm:col-span-2"
        label={t('address_book.field_postal')}
        hint={t('address_book.postal_hint')}
        autoComplete="postal-code"
        autoCapitalize="characters"
        required
        maxLength={10}
        value={values.postal_code}
        onChange={(event) => setField('postal_code', event.target.value)}
        onBlur={checkPostalOnBlur}
        error={errors.postal_code}
      />
      <FormAlert className="sm:col-span-2">{formError}</FormAlert>
      <div className="mt-1 flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
          {t('address_book.cancel')}
        </button>
        <button type="submit" disabled={saving || resolving} aria-busy={saving} className={buttonStyles.primary}>
          {saving ? <Spinner light /> : null}
          {saving ? t('address_book.saving') : t('address_book.save')}
        </button>
      </div>
    </form>
  );
}
