import { pino, type Logger } from 'pino';
import type { RuntimeConfig } from '@arcline/shared';

export function createLogger(config: RuntimeConfig, name: string): Logger {
  return pino({ name, level: config.LOG_LEVEL, redact: ['password', '*.password', 'token', '*.token'] });
}
