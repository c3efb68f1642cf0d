import { PARAM_PATTERNS, ROUTES, type RouteDef } from '../routes';

export type RouteMatch = { route: RouteDef; params: Record<string, string> };

type Compiled = { route: RouteDef; segments: string[]; rank: number };

function compile(route: RouteDef): Compiled {
  const segments = route.path.split('/').filter(Boolean);
  // Static segments outrank parameters, leftmost first: /products/discount beats /products/:id.
  const rank = segments.reduce((acc, s) => acc * 2 + (s.startsWith(':') ? 0 : 1), 0);
  return { route, segments, rank };
}

const COMPILED: readonly Compiled[] = ROUTES.map(compile).sort((a, b) => b.rank - a.rank);

/**
 * Finds the route for an unprefixed, normalized path (see `locatePath`).
 * A parameter must match its PARAM_PATTERNS entry; otherwise the path is unknown.
 */
export function matchRoute(path: string): RouteMatch | null {
  let parts: string[];
  try {
    parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  for (const { route, segments } of COMPILED) {
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matched = segments.every((segment, i) => {
      const part = parts[i] as string;
      if (!segment.startsWith(':')) return segment === part;
      const name = segment.slice(1);
      if (!(PARAM_PATTERNS[name] ?? /^.+$/).test(part)) return false;
      params[name] = part;
      return true;
    });
    if (matched) return { route, params };
  }
  return null;
}

export function routeById(id: string): RouteDef | undefined {
  return ROUTES.find((route) => route.id === id);
}
