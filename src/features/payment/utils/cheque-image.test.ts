import { describe, expect, it } from 'vitest';
import { checkChequeFile } from './cheque-image';

const MB = 1024 * 1024;

describe('cheque image (spec §5: .png, .jpg or .jpeg, under 5 MB)', () => {
  it('accepts PNG and JPEG under 5 MB', () => {
    expect(checkChequeFile({ name: 'cheque.png', type: 'image/png', size: 200_000 })).toBeNull();
    expect(checkChequeFile({ name: 'cheque.JPG', type: 'image/jpeg', size: 5 * MB - 1 })).toBeNull();
  });

  it('refuses other types, also when only the extension looks right', () => {
    expect(checkChequeFile({ name: 'cheque.pdf', type: 'application/pdf', size: 1000 })).toBe('type');
    expect(checkChequeFile({ name: 'cheque.gif', type: 'image/gif', size: 1000 })).toBe('type');
    expect(checkChequeFile({ name: 'cheque.png', type: 'image/webp', size: 1000 })).toBe('type');
  });

  it('trusts the extension when the system gives no type', () => {
    expect(checkChequeFile({ name: 'scan.jpeg', type: '', size: 1000 })).toBeNull();
    expect(checkChequeFile({ name: 'scan.heic', type: '', size: 1000 })).toBe('type');
  });

  it('refuses 5 MB and more, and empty files', () => {
    expect(checkChequeFile({ name: 'big.png', type: 'image/png', size: 5 * MB })).toBe('size');
    expect(checkChequeFile({ name: 'empty.png', type: 'image/png', size: 0 })).toBe('empty');
  });
});
