import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@playwright/test';

/**
 * The file held by the worker whose suite has the turn: `shared-data` for the suites that change shared
 * data, another name for a suite's own thing (a fake's fixed port). scripts/e2e.mjs clears the state each run.
 */
const lockOf = (turn: string) => join(process.env.D1_STATE ?? '.wrangler/state', `${turn}.lock`);
/** As long as a suite holding it may take (the member pages' layout walk takes minutes). */
const WAIT_MS = 20 * 60_000;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Waits until no other worker holds `turn` (by default: runs a suite that changes shared data), then holds
 * it for this one. A holder that died without letting go is passed over.
 */
export async function holdSharedData(turn = 'shared-data'): Promise<void> {
  const lock = lockOf(turn);
  test.setTimeout(WAIT_MS);
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return;
    } catch {
      const holder = Number(readFileSync(lock, { encoding: 'utf8', flag: 'a+' }));
      if (holder && holder !== process.pid && !alive(holder)) rmSync(lock, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Lets the next suite waiting for `turn` run. */
export function releaseSharedData(turn = 'shared-data'): void {
  rmSync(lockOf(turn), { force: true });
}

/**
 * For a suite that changes what other suites read (the demo shopper's cart, orders, reviews, check-in and
 * addresses, the console's catalogue): its tests run while no other such suite does, in either project.
 * Suites that only need a member use a fresh shopper instead (shoppers.ts) and run beside them.
 */
export function sharesData(): void {
  test.beforeAll(() => holdSharedData());
  test.afterAll(() => releaseSharedData());
}
