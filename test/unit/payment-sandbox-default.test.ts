import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { ensureDevVars } from '../../scripts/dev-vars.mjs';

test('a deployment from wrangler.toml has the payment sandbox off', () => {
  expect(readFileSync('wrangler.toml', 'utf8')).toMatch(/^PAYMENT_SANDBOX = ""$/m);
});

test("local runs turn the sandbox on and get secrets in .dev.vars (the operator's as its hash), keeping values set by hand", () => {
  const file = join(mkdtempSync(join(tmpdir(), 'dev-vars-')), '.dev.vars');
  ensureDevVars(file);
  const text = readFileSync(file, 'utf8');
  expect(text).toMatch(
    /^PAYMENT_CALLBACK_SECRET="[0-9a-f]{64}"\nPAYMENT_SANDBOX="1"\nLOCAL_CRON="1"\n# operator secret \(local only\): [0-9a-f]{48}\nOPERATOR_SECRET_HASH="[0-9a-f]{64}"\n$/,
  );
  const secret = text.match(/local only\): ([0-9a-f]+)/)![1]!;
  expect(text).toContain(`OPERATOR_SECRET_HASH="${createHash('sha256').update(secret).digest('hex')}"`);
  const mine = 'PAYMENT_SANDBOX=""\nPAYMENT_CALLBACK_SECRET="mine"\nLOCAL_CRON=""\nOPERATOR_SECRET_HASH="mine"';
  writeFileSync(file, mine);
  ensureDevVars(file);
  expect(readFileSync(file, 'utf8')).toBe(mine);
});
