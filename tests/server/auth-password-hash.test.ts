import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, needsRehash, SCRYPT_DEFAULTS, verifyPassword } from '../../server/services/auth/password-hash';

describe('staff password hashing (scrypt)', () => {
  it('stores the parameters, a salt and the key, and verifies', async () => {
    const stored = await hashPassword('agent-demo-2026');
    const [scheme, N, r, p, salt, key] = stored.split('$');
    expect(scheme).toBe('scrypt');
    expect([Number(N), Number(r), Number(p)]).toEqual([SCRYPT_DEFAULTS.N, SCRYPT_DEFAULTS.r, SCRYPT_DEFAULTS.p]);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64url')).toHaveLength(32);
    expect(stored).not.toContain('agent-demo-2026');
    expect(await verifyPassword('agent-demo-2026', stored)).toBe(true);
    expect(await verifyPassword('agent-demo-2025', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same password', a)).toBe(true);
    expect(await verifyPassword('same password', b)).toBe(true);
  });

  it('verifies with the parameters in the stored string and flags weak ones for rehash', async () => {
    const weak = await hashPassword('old password', { N: 1024, r: 8, p: 1 });
    expect(weak.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('old password', weak)).toBe(true);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(await hashPassword('new password'))).toBe(false);
  });

  it('treats Unicode forms alike (NFKC)', async () => {
    const stored = await hashPassword('caf\u00e9-password');
    expect(await verifyPassword('cafe\u0301-password', stored)).toBe(true);
  });

  it('never matches malformed or hostile stored strings', async () => {
    const good = await hashPassword('pw-1234567890');
    const parts = good.split('$');
    const bad = [
      '',
      'plain-text-password',
      `bcrypt$${parts.slice(1).join('$')}`,
      parts.slice(0, 5).join('$'),
      ['scrypt', '1000', ...parts.slice(2)].join('$'), // N not a power of two
      ['scrypt', String(1 << 24), ...parts.slice(2)].join('$'), // N too large to run
      ['scrypt', parts[1], '999', ...parts.slice(3)].join('$'),
      ['scrypt', parts[1], parts[2], parts[3], '', parts[5]].join('$'),
      ['scrypt', parts[1], parts[2], parts[3], parts[4], 'AAAA'].join('$'),
    ];
    for (const stored of bad) expect(await verifyPassword('pw-1234567890', stored!), stored).toBe(false);
    expect(needsRehash('nonsense')).toBe(true);
  });

  it('has a dummy hash for unknown usernames that nothing matches', async () => {
    const dummy = await dummyPasswordHash();
    expect(await dummyPasswordHash()).toBe(dummy);
    expect(await verifyPassword('', dummy)).toBe(false);
    expect(await verifyPassword('agent-demo-2026', dummy)).toBe(false);
  });
});
