// Pool threads do not inherit tsx's loader: register it, then hand over the TypeScript task function.
import { register } from 'tsx/esm/api';

register();
export const { extractInThread } = await import('./extractionThread.ts');
