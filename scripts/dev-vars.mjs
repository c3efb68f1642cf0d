// Local settings: .dev.vars (gitignored) gets a random PAYMENT_CALLBACK_SECRET, PAYMENT_SANDBOX=1 and
// LOCAL_CRON=1 (GET /__scheduled runs the cron) if it has none, so the payment sandbox works after `npm start` and in e2e while wrangler.toml keeps it off for
// deployments and no secret is in git. A value already in the file (set by hand) is left as it is.
// The operator's secret: the worker keeps only its SHA-256 (OPERATOR_SECRET_HASH); the secret itself is
// written on the comment line above it, for local calls (`Authorization: Bearer <it>`).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export function ensureDevVars(file = '.dev.vars') {
  let text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const defaults = {
    PAYMENT_CALLBACK_SECRET: () => randomBytes(32).toString('hex'),
    PAYMENT_SANDBOX: () => '1',
    // GET /__scheduled runs the cron's round by hand (worker/cron/local-cron.ts).
    LOCAL_CRON: () => '1',
    OPERATOR_SECRET_HASH: () => {
      const secret = randomBytes(24).toString('hex');
      return {
        comment: `# operator secret (local only): ${secret}`,
        value: createHash('sha256').update(secret).digest('hex'),
      };
    },
  };
  const missing = Object.entries(defaults).filter(([name]) => !new RegExp(`^${name}=`, 'm').test(text));
  if (!missing.length) return;
  if (text && !text.endsWith('\n')) text += '\n';
  for (const [name, make] of missing) {
    const made = make();
    if (typeof made === 'string') text += `${name}="${made}"\n`;
    else text += `${made.comment}\n${name}="${made.value}"\n`;
  }
  writeFileSync(file, text);
}

/** Sets one local secret in .dev.vars (replacing its line): it never goes on a command line or into wrangler's bindings table. */
export function setDevVar(name, value, file = '.dev.vars') {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const kept = text.split('\n').filter((line) => line && !line.startsWith(`${name}=`));
  writeFileSync(file, [...kept, `${name}=${JSON.stringify(value)}`, ''].join('\n'));
}
