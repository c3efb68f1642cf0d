import { nowSeconds } from '../lib/clock';
import { writeOutbox } from './db/otp-codes';

/** Sends a text message to a mobile number (855…). */
export type SmsSender = { send(mobile: string, text: string): Promise<void> };

/**
 * The configured sender: with SMS_GATEWAY_URL set (and SMS_GATEWAY_TOKEN as its bearer token), a POST of
 * {to, text} as JSON to that gateway; otherwise the local outbox table `sms_outbox`, read in development.
 */
export function smsSender(env: CloudflareBindings): SmsSender {
  const vars = env as unknown as Record<string, string | undefined>;
  const url = vars.SMS_GATEWAY_URL;
  if (!url) return { send: (mobile, text) => writeOutbox(env.DB, mobile, text, nowSeconds()) };
  return {
    async send(to, text) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${vars.SMS_GATEWAY_TOKEN ?? ''}` },
        body: JSON.stringify({ to, text }),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
