/**
 * The shop's own notes on an order's timeline event (`events[].note` of an order): each is shown in
 * words, the shopper's (src/i18n, checkout.orders) and the console's (ops-messages, eventNotes). Any other
 * note, an operator's (a refund's reason), is shown as written. Kept apart from the zod schemas so a page
 * can read it without bundling zod.
 */
export const EVENT_NOTES = ['created', 'khqr', 'expired', 'shopper', 'shop', 'not_collected', 'returned'] as const;
export type EventNote = (typeof EVENT_NOTES)[number];

/** Whether a timeline note is one of the shop's own (EVENT_NOTES). */
export const isEventNote = (note: string): note is EventNote => (EVENT_NOTES as readonly string[]).includes(note);
