import type { ReactNode } from 'react';
import { DocumentHostContext, type DocumentSession } from '../utils/DocumentHostContext';

export interface DocumentHostProviderProps {
  /** The add-in passes its host and sync status; the web app passes null (or leaves the provider out). */
  session: DocumentSession | null;
  children: ReactNode;
}

export function DocumentHostProvider({ session, children }: DocumentHostProviderProps) {
  return <DocumentHostContext.Provider value={session}>{children}</DocumentHostContext.Provider>;
}
