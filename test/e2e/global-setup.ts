import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runLocalSql } from './local-db';
import { poolSql } from './shoppers';

/** Makes the run's fresh shoppers (shoppers.ts) in the database of the shop under test, in one statement file. */
export default function globalSetup(): void {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-shoppers-'));
  try {
    const file = join(dir, 'shoppers.sql');
    writeFileSync(file, poolSql(Math.floor(Date.now() / 1000)));
    runLocalSql(file, '--file');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
