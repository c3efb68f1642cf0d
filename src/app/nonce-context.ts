import { createContext, useContext } from 'react';

/** The response's CSP nonce for inline data scripts (JSON-LD); empty in the browser, which never needs it. */
export const NonceContext = createContext('');

export const useNonce = () => useContext(NonceContext);
