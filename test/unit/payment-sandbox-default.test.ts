import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { ensureDevVars } from '../../scripts/dev-vars.mjs';

test('a deployment from wrangler.toml has the payment sandbox off', () => {
  expect(readFileSync('wrangler.toml', 'utf8')).toMatch(/^PAYMENT_SANDBOX = ""$/m);
});

test('local runs turn the sandbox on and get a secret in .dev.vars, keeping values set by hand', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'dev-vars-')), '.dev.vars');
  ensureDevVars(file);
  expect(readFileSync(file, 'utf8')).toMatch(/^PAYMENT_CALLBACK_SECRET="[0-9a-f]{64}"\nPAYMENT_SANDBOX="1"\n$/);
  writeFileSync(file, 'PAYMENT_SANDBOX=""\nPAYMENT_CALLBACK_SECRET="mine"');
  ensureDevVars(file);
  expect(readFileSync(file, 'utf8')).toBe('PAYMENT_SANDBOX=""\nPAYMENT_CALLBACK_SECRET="mine"');
});
