import { createContext, useContext } from 'react';
import type { BootPayload } from './payload';

export type ShopConfig = BootPayload['config'];

const UNCONFIGURED: ShopConfig = {
  khrPerUsd: 4100,
  public: {
    newsletterAction: '',
    analyticsId: '',
    pixelId: '',
    socialProviders: [],
  },
};

export const ConfigContext = createContext<ShopConfig>(UNCONFIGURED);

/** The operator's settings from the boot payload: the riel rate, newsletter action, tags, sign-in providers. */
export const useConfig = () => useContext(ConfigContext);
