import en from '../../../../../locales/en.json';

/**
 * Field errors from validation issues: the client's own zod issues (path ['postal_code']) and the
 * server's 400 VALIDATION_FAILED issues (path 'body.postal_code'). The first message per field wins;
 * issues that name no known field are returned apart, for a message above the form.
 */
export interface IssueLike {
  path: string | readonly PropertyKey[];
  message: string;
}

export interface MappedErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  other: string[];
}

/** 'body.postal_code' / ['postal_code', 0] → 'postal_code'. */
export function issueKey(path: IssueLike['path']): string {
  const segments = typeof path === 'string' ? path.split('.') : path.map(String);
  const [first, second] = segments;
  return (first === 'body' || first === 'query' || first === 'params' ? second : first) ?? '';
}

export function mapIssuesToFields<F extends string>(
  issues: readonly IssueLike[],
  fieldOf: (key: string) => F | undefined,
  translate: (message: string) => string = (message) => message,
): MappedErrors<F> {
  const fields: Partial<Record<F, string>> = {};
  const other: string[] = [];
  for (const issue of issues) {
    const field = fieldOf(issueKey(issue.path));
    const message = translate(issue.message);
    if (field === undefined) {
      if (!other.includes(message)) other.push(message);
    } else if (fields[field] === undefined) {
      fields[field] = message;
    }
  }
  return { fields, other };
}

export type ValidationKey = `validation.${keyof (typeof en)['validation']}`;

const isValidationKey = (message: string): message is ValidationKey =>
  message.startsWith('validation.') && message.slice('validation.'.length) in en.validation;

/** Our messages are i18n keys (`validation.*`); the server's arrive translated. */
export const translateIssue =
  (t: (key: ValidationKey) => string) =>
  (message: string): string =>
    isValidationKey(message) ? t(message) : message;
