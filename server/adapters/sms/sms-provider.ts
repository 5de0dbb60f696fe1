/** Sends text messages (SMS login codes, spec §2.5). Sandbox and Twilio implement it. */
export interface SmsMessage {
  /** phone_num: country code first, digits only (`14165550123`). */
  to: string;
  text: string;
}

export interface SmsProvider {
  readonly name: 'sandbox' | 'twilio';
  /** Resolves with the provider's message id once the provider has accepted the message. */
  send(message: SmsMessage): Promise<{ id: string }>;
}

/** The provider refused the message or could not be reached; the caller answers 502/503, never 500. */
export class SmsProviderError extends Error {
  constructor(
    message: string,
    /** The provider's own error code when it gave one (Twilio's numeric codes). */
    readonly providerCode?: string | number,
  ) {
    super(message);
    this.name = 'SmsProviderError';
  }
}
