import { expect, test } from 'vitest';
import { EVENT_NOTES, isEventNote } from '../../commerce/contract/event-notes';

test("a timeline note is the shop's own only when it is one of its codes, never a name every object has", () => {
  for (const note of EVENT_NOTES) expect(isEventNote(note)).toBe(true);
  // An operator's refund reason is shown as written, even one that names a property of every object.
  for (const note of ['Arrived broken', 'toString', 'constructor', '__proto__', 'Shop', '']) {
    expect(isEventNote(note)).toBe(false);
  }
});
