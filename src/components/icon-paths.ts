/**
 * The shop's icons: stroke paths on a 24×24 grid. The build turns them into one hashed sprite file
 * (scripts/icon-sprite.ts) that pages reference by name, so no page's script carries the paths.
 */
export const ICON_PATHS = {
  search: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14zM20 20l-4-4',
  cart: 'M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2M9 20h.01M17 20h.01',
  user: 'M12 12a4 4 0 1 0 0-8a4 4 0 0 0 0 8zM4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M9 15l2 2l4-4',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  up: 'M6 15l6-6l6 6',
  down: 'M6 9l6 6l6-6',
  chat: 'M4 5h16v11H9l-5 4z',
  phone: 'M5 4h4l2 5l-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z',
  mail: 'M3 6h18v12H3zM3 7l9 6l9-6',
  send: 'M21 3L3 10.5l7 2.5l2.5 7zM10 13l11-10',
  facebook: 'M16 3h-3a4 4 0 0 0-4 4v14M6 11h9',
  tiktok: 'M12 3v12a4 4 0 1 1-4-4M12 3c0 3 2 5 5 5',
  youtube: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM10 9l5 3l-5 3z',
  play: 'M5 4l14 8l-14 8z',
  tag: 'M3 12V4h8l10 10l-8 8zM7.5 8.5h.01',
  bolt: 'M13 3L5 14h6l-1 7l8-11h-6z',
  headset: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v6H4zM17 14h3v6h-3z',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9c-4.5-1-8-4-8-9V6zM9 12l2 2l4-4',
  app: 'M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM11 18h2',
  heart: 'M12 20s-7.5-4.6-9.3-9.4A4.8 4.8 0 0 1 12 7.2a4.8 4.8 0 0 1 9.3 3.4C19.5 15.4 12 20 12 20z',
  offline:
    'M3 3l18 18M9 17a4 4 0 0 1 6 0M5 12a10 10 0 0 1 4-2.5M19 12a10 10 0 0 0-5.5-2.9M2 8.5a15 15 0 0 1 4.5-2.8M22 8.5A15 15 0 0 0 11 5',
} as const;

export type IconName = keyof typeof ICON_PATHS;
