// Pool threads do not inherit tsx's loader: register it, then hand over the TypeScript task function.
import { register } from 'tsx/esm/api';

register();
const { default: extractInThread } = await import('./extractionThread.ts');
export default extractInThread;
