/** The part of a pino logger the AI providers use, so the worker can pass its own; a console one otherwise. */
export interface AiLogger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

const QUIET_LEVELS = new Set(['silent', 'fatal', 'error']);

export function consoleAiLogger(level: string): AiLogger {
  const write = (severity: 'info' | 'warn') => (fields: Record<string, unknown>, message: string) => {
    if (QUIET_LEVELS.has(level) || (severity === 'info' && level === 'warn')) return;
    console[severity](JSON.stringify({ level: severity, component: 'ai', msg: message, ...fields }));
  };
  return { info: write('info'), warn: write('warn') };
}
