import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie, TEN_YEARS_SECONDS } from './cookies';

describe('cookies', () => {
  it('serializes with path, max-age and SameSite, encoding the value', () => {
    expect(serializeCookie('position', '{"sid":1, "name":"a;b"}', { maxAge: TEN_YEARS_SECONDS })).toBe(
      'position=%7B%22sid%22%3A1%2C%20%22name%22%3A%22a%3Bb%22%7D; path=/; max-age=315360000; SameSite=Lax',
    );
  });

  it('round-trips through a cookie header', () => {
    const value = JSON.stringify({ name: '100 Queen St W, Toronto, ON M5H 2N2', sid: 17243 });
    const assignment = serializeCookie('position', value);
    const header = `ids=1,2; ${assignment.split(';')[0]}; other=x`;
    expect(readCookie(header, 'position')).toBe(value);
  });

  it('reads only the exact name and tolerates junk', () => {
    expect(readCookie('xposition=1; position=2', 'position')).toBe('2');
    expect(readCookie('', 'position')).toBeNull();
    expect(readCookie('position=%E0%A4%A', 'position')).toBeNull();
    expect(readCookie('novalue; position=', 'position')).toBe('');
  });
});
