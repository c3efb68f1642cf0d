import { createHash } from 'node:crypto';
import { ICON_PATHS } from '../src/components/icon-paths.ts';

export type IconSprite = { url: string; svg: string };

/**
 * The icons as one SVG sprite: a `<symbol>` per icon (their stroke is the stylesheet's `.icon`). Named by a hash
 * of its content so it is cached for good (`/assets/*` is immutable); the same name in dev (served
 * by the dev server) and in a build (emitted into dist/client).
 */
export function iconSprite(): IconSprite {
  const symbols = Object.entries(ICON_PATHS).map(
    ([name, d]) => `<symbol id="${name}" viewBox="0 0 24 24"><path d="${d}"/></symbol>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
  const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 8);
  return { url: `/assets/icons-${hash}.svg`, svg };
}
