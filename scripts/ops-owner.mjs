// npm run ops:owner -- --email E [--name N] [--remote]: creates the first owner of the operator's console
// (/ops, decision 020), or makes the operator with that e-mail an owner again with a new password. The local
// database by default (.wrangler/state, or D1_STATE); --remote the deployed one. The password is
// OPS_PASSWORD when set (at least 12 characters), else a random one printed once. It is hashed here as the
// shop hashes shoppers' (PBKDF2-SHA-256, 100,000 iterations, commerce/secrets.ts): only the hash
// reaches the database.
import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { lit } from './seed-sql.mjs';
import { bin, ENV, run, STATE } from './run.mjs';

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, remote: { type: 'boolean', default: false } },
});
const email = (values.email ?? '').trim().toLowerCase();
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
  console.error('usage: npm run ops:owner -- --email owner@example.com [--name "Name"] [--remote]');
  process.exit(1);
}
const given = process.env.OPS_PASSWORD;
if (given !== undefined && given.length < 12) {
  console.error('OPS_PASSWORD must be at least 12 characters.');
  process.exit(1);
}
const password = given ?? randomBytes(12).toString('base64url');
const salt = randomBytes(16).toString('hex');
const hash = pbkdf2Sync(password, Buffer.from(salt, 'hex'), 100_000, 32, 'sha256').toString('hex');
const name = values.name?.trim() || email.split('@')[0];
const now = Math.floor(Date.now() / 1000);

const sql = `INSERT INTO operators (email, name, role, pass_salt, pass_hash, created_at)
  VALUES (${lit(email)}, ${lit(name)}, 'owner', ${lit(salt)}, ${lit(hash)}, ${now})
  ON CONFLICT (email) DO UPDATE SET role = 'owner', pass_salt = excluded.pass_salt, pass_hash = excluded.pass_hash,
    disabled_at = NULL;
DELETE FROM operator_sessions WHERE operator_id = (SELECT id FROM operators WHERE email = ${lit(email)});`;
const where = values.remote ? ['--remote'] : ['--local', '--persist-to', STATE];
await run(bin('wrangler'), ['d1', 'execute', 'DB', ...where, '--command', sql], { env: ENV, stdio: 'ignore' });
console.log(`${email} is an owner of the console (${values.remote ? 'the deployed database' : STATE}).`);
if (given === undefined) console.log(`Password (shown once): ${password}`);
