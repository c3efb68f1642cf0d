import { ERROR_PAGE, NOT_FOUND_PAGE, type PageModule } from '../routes';
import { routeById } from './match-route';

/** The code chunk of a page payload's route. */
export function pageModule(routeId: string): () => Promise<PageModule> {
  if (routeId === 'error') return ERROR_PAGE;
  return routeById(routeId)?.page ?? NOT_FOUND_PAGE;
}
