import { expect, test } from 'vitest';
import { busyMicroseconds } from '../../scripts/bench/cpu-profile.mjs';

/** A V8 CPU profile of samples, each [function name, delta from the sample before in µs]. */
const profile = (samples: [string, number][]) => {
  const names = [...new Set(samples.map(([name]) => name))];
  return {
    nodes: names.map((name, i) => ({ id: i + 1, callFrame: { functionName: name } })),
    samples: samples.map(([name]) => names.indexOf(name) + 1),
    timeDeltas: samples.map(([, delta]) => delta),
  };
};

test('a run of busy samples counts the time between them', () => {
  expect(
    busyMicroseconds(
      profile([
        ['render', 200],
        ['render', 180],
        ['price', 220],
      ]),
    ),
  ).toBe(600);
});

test('a busy sample after a pause counts one sampling period, not the pause (decision 043)', () => {
  // The isolate waited 5 ms (a D1 round trip, the next request); its samples come every 200 µs while it runs.
  const samples: [string, number][] = [
    ['render', 200],
    ['render', 200],
    ['render', 200],
    ['route', 5000],
    ['route', 200],
  ];
  expect(busyMicroseconds(profile(samples))).toBe(1000);
});

test('idle samples count nothing, and a profile without a period to go by counts the interval asked for', () => {
  expect(
    busyMicroseconds(
      profile([
        ['(idle)', 300],
        ['(program)', 300],
        ['(root)', 300],
      ]),
    ),
  ).toBe(0);
  expect(
    busyMicroseconds(
      profile([
        ['route', 4000],
        ['(idle)', 3000],
      ]),
    ),
  ).toBe(100);
});
