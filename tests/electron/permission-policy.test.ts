import { describe, expect, it } from 'vitest';
import { isPermissionAllowed, permissionCheckHandler, permissionRequestHandler } from '../../electron/main/permission-policy';

/** The desktop window's permissions (issue 19): geolocation for the app's own origin, nothing else. */
describe('desktop permission policy', () => {
  const packaged = 'app://bundle';
  const dev = 'http://localhost:5173';

  it('grants geolocation to the app’s own pages, packaged and in development', () => {
    expect(isPermissionAllowed({ permission: 'geolocation', requestingUrl: 'app://bundle/index.html#/agent' }, packaged)).toBe(true);
    expect(isPermissionAllowed({ permission: 'geolocation', requestingUrl: 'http://localhost:5173/cn/agent' }, dev)).toBe(true);
    expect(isPermissionAllowed({ permission: 'geolocation', requestingUrl: 'app://bundle', embeddingOrigin: 'app://bundle' }, packaged)).toBe(true);
  });

  it('refuses geolocation to any other origin, or a frame of ours embedded elsewhere', () => {
    for (const url of ['https://evil.test/', 'app://evil/index.html', 'http://localhost:5173.evil.test/', 'http://localhost:5173@evil.test/', 'file:///etc/passwd', '', 'null']) {
      expect(isPermissionAllowed({ permission: 'geolocation', requestingUrl: url }, packaged)).toBe(false);
      expect(isPermissionAllowed({ permission: 'geolocation', requestingUrl: url }, dev)).toBe(false);
    }
    expect(isPermissionAllowed({ permission: 'geolocation' }, packaged)).toBe(false);
    expect(isPermissionAllowed({ permission: 'geolocation', requestingUrl: 'app://bundle/', embeddingOrigin: 'https://evil.test' }, packaged)).toBe(false);
  });

  it('refuses every other permission, even to the app', () => {
    for (const permission of ['media', 'notifications', 'clipboard-read', 'openExternal', 'fullscreen', 'midi', 'display-capture', 'unknown']) {
      expect(isPermissionAllowed({ permission, requestingUrl: 'app://bundle/index.html' }, packaged)).toBe(false);
    }
  });

  it('the Electron handlers answer the same decision', () => {
    const answers: boolean[] = [];
    const request = permissionRequestHandler(packaged);
    request(null, 'geolocation', (granted) => answers.push(granted), { requestingUrl: 'app://bundle/index.html' });
    request(null, 'geolocation', (granted) => answers.push(granted), { requestingUrl: 'https://maps.example/' });
    request(null, 'media', (granted) => answers.push(granted), { requestingUrl: 'app://bundle/index.html' });
    expect(answers).toEqual([true, false, false]);

    const check = permissionCheckHandler(packaged);
    expect(check(null, 'geolocation', 'app://bundle', {})).toBe(true);
    expect(check(null, 'geolocation', 'https://evil.test', {})).toBe(false);
    expect(check(null, 'geolocation', 'app://bundle', { requestingUrl: 'app://bundle/x', embeddingOrigin: 'https://evil.test' })).toBe(false);
    expect(check(null, 'notifications', 'app://bundle', { requestingUrl: 'app://bundle/x' })).toBe(false);
  });
});
