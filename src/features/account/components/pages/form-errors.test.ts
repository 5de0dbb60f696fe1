import { describe, expect, it } from 'vitest';
import { issueKey, mapIssuesToFields, translateIssue } from './form-errors';

describe('issueKey', () => {
  it('reads server paths and zod paths', () => {
    expect(issueKey('body.postal_code')).toBe('postal_code');
    expect(issueKey('query.shop_id')).toBe('shop_id');
    expect(issueKey('email')).toBe('email');
    expect(issueKey(['tel'])).toBe('tel');
    expect(issueKey(['items', 0, 'qty'])).toBe('items');
    expect(issueKey('')).toBe('');
  });
});

describe('mapIssuesToFields', () => {
  const fieldOf = (key: string) => (['name', 'email'].includes(key) ? (key as 'name' | 'email') : undefined);

  it('keeps the first message per field and returns the rest apart, once each', () => {
    const mapped = mapIssuesToFields(
      [
        { path: 'body.email', message: 'first' },
        { path: 'body.email', message: 'second' },
        { path: ['name'], message: 'name problem' },
        { path: 'body.other', message: 'elsewhere' },
        { path: '', message: 'elsewhere' },
      ],
      fieldOf,
    );
    expect(mapped.fields).toEqual({ email: 'first', name: 'name problem' });
    expect(mapped.other).toEqual(['elsewhere']);
  });

  it('translates our validation keys and leaves the server’s translated messages alone', () => {
    const t = (key: string) => `«${key}»`;
    const translate = translateIssue(t);
    expect(translate('validation.email_invalid')).toBe('«validation.email_invalid»');
    expect(translate('validation.no_such_key')).toBe('validation.no_such_key');
    expect(translate('Format incorrect')).toBe('Format incorrect');
    const mapped = mapIssuesToFields([{ path: 'body.email', message: 'validation.email_invalid' }], fieldOf, translate);
    expect(mapped.fields.email).toBe('«validation.email_invalid»');
  });
});
