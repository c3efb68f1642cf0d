import type { LocationLink } from './db/locations';

/**
 * Whether province → district → commune → village codes form one chain of the gazetteer: each code
 * exists at its level and is the child of the one before, no level is skipped, and the deepest given
 * has no children (so a commune is required wherever the district has communes listed).
 */
export function isLocationChain(codes: (string | undefined)[], links: LocationLink[]): boolean {
  const byCode = new Map(links.map((link) => [link.code, link]));
  const depth = codes.findIndex((code) => !code);
  const given = depth === -1 ? codes : codes.slice(0, depth);
  if (given.length === 0 || codes.slice(given.length).some(Boolean)) return false;
  let parent: string | null = null;
  for (const [index, code] of given.entries()) {
    const link = byCode.get(code as string);
    if (!link || link.level !== index + 1 || link.parent_code !== parent) return false;
    parent = link.code;
  }
  return byCode.get(parent as string)?.has_children === 0;
}
