import { AREAS, type Area } from '../i18n/message-areas';
import { ERROR_PAGE, NOT_FOUND_PAGE, type PageModule } from '../routes';
import { routeById } from './match-route';

/** The code chunk of a page payload's route. */
export function pageModule(routeId: string): () => Promise<PageModule> {
  if (routeId === 'error') return ERROR_PAGE;
  return routeById(routeId)?.page ?? NOT_FOUND_PAGE;
}

/** The message areas a page payload's route renders with: those it names, every area if it names none. */
export function pageAreas(routeId: string): readonly Area[] {
  const route = routeById(routeId);
  return route ? (route.areas ?? AREAS) : [];
}
