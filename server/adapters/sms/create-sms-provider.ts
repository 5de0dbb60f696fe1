import type { ServerConfig } from '../../config';
import type { SandboxOutbox } from '../outbox/sandbox-outbox';
import { SandboxSmsProvider } from './sandbox-sms-provider';
import type { SmsProvider } from './sms-provider';
import { TwilioSmsProvider } from './twilio-sms-provider';

type SmsConfig = Pick<ServerConfig, 'SMS_PROVIDER' | 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM'>;

/** The provider SMS_PROVIDER names; twilio with missing or malformed settings stops the start, saying why. */
export function createSmsProvider(config: SmsConfig, outbox: SandboxOutbox): SmsProvider {
  if (config.SMS_PROVIDER !== 'twilio') return new SandboxSmsProvider(outbox);
  const missing = (['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const).filter((k) => !config[k]);
  if (missing.length > 0) {
    throw new Error(
      `SMS_PROVIDER=twilio needs ${missing.join(', ')}: the account SID (AC…) and auth token from the Twilio console, ` +
        'and a sending number (+1…) or Messaging Service SID (MG…). Set them, or leave SMS_PROVIDER unset for the sandbox outbox.',
    );
  }
  if (!/^AC[0-9a-f]{32}$/i.test(config.TWILIO_ACCOUNT_SID!)) {
    throw new Error('TWILIO_ACCOUNT_SID must be an account SID: AC followed by 32 hexadecimal characters.');
  }
  if (!/^\+[1-9]\d{6,14}$/.test(config.TWILIO_FROM!) && !/^MG[0-9a-f]{32}$/i.test(config.TWILIO_FROM!)) {
    throw new Error('TWILIO_FROM must be a phone number in E.164 form (+14165550100) or a Messaging Service SID (MG…).');
  }
  return new TwilioSmsProvider({
    accountSid: config.TWILIO_ACCOUNT_SID!,
    authToken: config.TWILIO_AUTH_TOKEN!,
    from: config.TWILIO_FROM!,
  });
}
