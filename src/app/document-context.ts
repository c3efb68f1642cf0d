import { createContext, useContext } from 'react';

/**
 * Facts of the response, for structured data: the CSP nonce for inline data scripts (empty in the
 * browser, which never needs it) and the shop's origin for absolute links.
 */
export type DocumentFacts = { nonce: string; origin: string };

export const DocumentContext = createContext<DocumentFacts>({ nonce: '', origin: '' });

export const useDocumentFacts = () => useContext(DocumentContext);
