import { createContext, useContext } from 'react';

/**
 * Facts of the response: the CSP nonce for inline data scripts (empty in the browser, which never
 * needs it), the shop's origin for structured data's absolute links, and the icons' sprite file.
 */
export type DocumentFacts = { nonce: string; origin: string; icons: string };

export const DocumentContext = createContext<DocumentFacts>({ nonce: '', origin: '', icons: '' });

export const useDocumentFacts = () => useContext(DocumentContext);
