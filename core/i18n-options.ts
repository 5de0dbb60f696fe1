/**
 * How our i18next instances (renderer and server) read a key: always as a dotted path in the one
 * namespace. Said outright, i18next skips its natural-language guess (a regular expression run on
 * every key of every t() call) and ':' in a key never names a namespace.
 */
export const I18N_KEY_OPTIONS = { keySeparator: '.', nsSeparator: false } as const;
