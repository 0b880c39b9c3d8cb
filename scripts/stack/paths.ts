import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const dataDir = process.env.ARCLINE_DATA_DIR ?? path.join(projectRoot, '.data');
export const logsDir = path.join(dataDir, 'logs');
export const cacheDir = path.join(process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'), 'arcline');
export const bin = (name: string): string => path.join(projectRoot, 'node_modules', '.bin', name);
