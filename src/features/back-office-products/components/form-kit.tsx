import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { ProductFormValues } from '../utils/product-form-values';

/** What every section of the product form gets: the values, a setter, and the field errors' plumbing. */
export interface FormKit {
  values: ProductFormValues;
  set: <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => void;
  /** The input id of a field key (`name.cn` → `<form id>-name-cn`). */
  fid: (field: string) => string;
  /** The translated message of a field, or undefined. Marks the field as shown. */
  error: (field: string) => string | undefined;
  /** aria-invalid and aria-describedby for the input of a field. */
  described: (field: string) => { 'aria-invalid'?: true; 'aria-describedby'?: string };
}

export const labelClass = 'mb-1 block text-sm font-medium text-ink';

/** A message under an input, tied to it by aria-describedby. */
export function FieldError({ kit, field }: { kit: FormKit; field: string }) {
  const message = kit.error(field);
  return message ? (
    <p id={`${kit.fid(field)}-error`} className="mt-1 text-sm text-danger-700">
      {message}
    </p>
  ) : null;
}

/** A titled group of fields (a fieldset with a legend). */
export function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={clsx('flex min-w-0 flex-col gap-3 border-t border-line pt-4', className)}>
      <legend className="float-left mb-1 w-full text-base font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}
