import { runLocalSql } from './local-db';

/**
 * The last one-time code the local SMS sender "sent" to a mobile: read from the sms_outbox table of
 * the shop's local D1. Codes never leave the server otherwise, and production sends real SMS, so this
 * reads the database, not the shop.
 */
export function lastCodeSentTo(mobile: string): string {
  const out = runLocalSql(
    `SELECT body FROM sms_outbox WHERE mobile = '${mobile.replace(/\D/g, '')}' ORDER BY id DESC LIMIT 1`,
  );
  const code = /\b(\d{6})\b/.exec(out)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${mobile}`);
  return code;
}
