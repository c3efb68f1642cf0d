import { serviceState } from '../../lib/opening-hours';
import { defineLoader } from './loader';

/** Customer-service hours and whether the team is working now (Phnom Penh time, decided at request time). */
export const customerService = defineLoader(async ({ api }) => {
  const hours = await api.cached('servicehours', async () => await api.pages.serviceHours()).catch(() => null);
  const data = { hours, state: hours ? serviceState(hours, new Date()) : null };
  return { data };
});
