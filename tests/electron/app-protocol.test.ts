import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAppFile } from '../../electron/main/app-protocol';

const root = path.resolve('/opt/supply-desk/out/renderer');

describe('resolveAppFile', () => {
  it('serves files under the renderer folder', () => {
    expect(resolveAppFile('app://bundle/index.html', root)).toBe(path.join(root, 'index.html'));
    expect(resolveAppFile('app://bundle/assets/main-abc.js', root)).toBe(path.join(root, 'assets/main-abc.js'));
    expect(resolveAppFile('app://bundle/assets/a%20b.css?v=1', root)).toBe(path.join(root, 'assets/a b.css'));
  });

  it('falls back to index.html for client routes', () => {
    expect(resolveAppFile('app://bundle/', root)).toBe(path.join(root, 'index.html'));
    expect(resolveAppFile('app://bundle/fr/supply/meat', root)).toBe(path.join(root, 'index.html'));
  });

  it('never leaves the renderer folder', () => {
    expect(resolveAppFile('app://bundle/../../etc/passwd.txt', root)).toBe(path.join(root, 'etc/passwd.txt'));
    expect(resolveAppFile('app://bundle/%2e%2e/%2e%2e/etc/passwd.txt', root)).toBe(path.join(root, 'etc/passwd.txt'));
    expect(resolveAppFile('app://bundle/..%2f..%2fsecret.json', root)).toBe(path.join(root, 'secret.json'));
    expect(resolveAppFile('app://bundle/a%00.js', root)).toBeNull();
    expect(resolveAppFile('app://bundle/%E0%A4%A.js', root)).toBeNull();
  });

  it('refuses other hosts and schemes', () => {
    expect(resolveAppFile('app://other/index.html', root)).toBeNull();
    expect(resolveAppFile('file:///etc/passwd', root)).toBeNull();
    expect(resolveAppFile('nonsense', root)).toBeNull();
  });
});
