import { platform } from '../../../platform';

/**
 * "Remember me on this computer": the agent's username and password under the secure key
 * STAFF_CREDENTIALS (desktop: safeStorage; where the OS cannot encrypt, nothing is kept and `set`
 * says so). Used to prefill the sign-in and to sign in again silently when the staff token expired.
 */
export const STAFF_CREDENTIALS_KEY = 'STAFF_CREDENTIALS';

export interface StaffCredentials {
  username: string;
  password: string;
}

export async function loadSavedCredentials(): Promise<StaffCredentials | null> {
  try {
    const raw = await platform.secureStorage.get(STAFF_CREDENTIALS_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StaffCredentials>;
    if (typeof value.username !== 'string' || typeof value.password !== 'string' || !value.username || !value.password) return null;
    return { username: value.username, password: value.password };
  } catch {
    return null;
  }
}

/** Answers false when the platform could not keep them (then nothing is stored). */
export async function saveCredentials(credentials: StaffCredentials): Promise<boolean> {
  const { persisted } = await platform.secureStorage.set(
    STAFF_CREDENTIALS_KEY,
    JSON.stringify({ username: credentials.username, password: credentials.password }),
  );
  if (!persisted) await platform.secureStorage.remove(STAFF_CREDENTIALS_KEY);
  return persisted;
}

export function forgetCredentials(): Promise<void> {
  return platform.secureStorage.remove(STAFF_CREDENTIALS_KEY);
}
