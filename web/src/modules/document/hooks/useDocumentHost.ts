import { useContext } from 'react';
import type { DocumentHost } from '../documentHost';
import { DocumentHostContext } from '../utils/DocumentHostContext';

/** The open document's host, or null when the app runs without one (the web app). */
export function useDocumentHost(): DocumentHost | null {
  return useContext(DocumentHostContext)?.host ?? null;
}
