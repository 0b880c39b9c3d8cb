import { useContext } from 'react';
import { DocumentHostContext, type DocumentSession } from '../utils/DocumentHostContext';

/** The open document with its sync status, edit engine and prompt context; null in the web app. */
export function useDocumentSession(): DocumentSession | null {
  return useContext(DocumentHostContext);
}
