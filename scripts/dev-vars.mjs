// Local secrets: .dev.vars (gitignored) gets a random PAYMENT_CALLBACK_SECRET if it has none,
// so the payment sandbox works after `npm start` without any secret in git.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export function ensureDevVars(file = '.dev.vars') {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (/^PAYMENT_CALLBACK_SECRET=/m.test(text)) return;
  const line = `PAYMENT_CALLBACK_SECRET="${randomBytes(32).toString('hex')}"\n`;
  writeFileSync(file, text && !text.endsWith('\n') ? `${text}\n${line}` : text + line);
}
