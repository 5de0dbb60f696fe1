/** What differs between the web storefront and the desktop agent console. */
export interface Platform {
  readonly kind: 'web' | 'desktop';
  /** Absolute API origin without a trailing slash, e.g. http://localhost:3000. */
  readonly apiBaseUrl: string;
  /** Small persistent key-value storage (tokens, cart, position later). */
  readonly storage: PlatformStorage;
  appVersion(): Promise<string>;
}

export interface PlatformStorage {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}
