import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { cacheDir } from './paths';

/**
 * v1.5.1 is the last CLI release whose go.mod has no `replace` directive, so `go install` builds it straight
 * from the Go module proxy (about 4 minutes on 2 cores, once; the result is cached outside the checkout).
 */
export const TEMPORAL_CLI_VERSION = 'v1.5.1';
const cachedCli = path.join(cacheDir, 'temporal-cli', TEMPORAL_CLI_VERSION, 'temporal');

function onPath(name: string): string | undefined {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/** Go on PATH or in its default install folder; `missing` is the error's message when there is none. */
export function findGo(missing = 'Go is not available to build Temporal. Install Go (https://go.dev/doc/install).'): string {
  const go = onPath('go') ?? (existsSync('/usr/local/go/bin/go') ? '/usr/local/go/bin/go' : undefined);
  if (!go) throw new Error(missing);
  return go;
}

/** Finds the Temporal CLI without building: `$TEMPORAL_CLI`, then `temporal` on PATH, then the cache. */
export function findTemporalCli(): string | undefined {
  const fromEnv = process.env.TEMPORAL_CLI;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`TEMPORAL_CLI points at ${fromEnv}, which does not exist`);
    return fromEnv;
  }
  return onPath('temporal') ?? (existsSync(cachedCli) ? cachedCli : undefined);
}

/** Returns the CLI's path, building it from the Go module proxy into the cache when nothing else has it. */
export function ensureTemporalCli(log: (line: string) => void = console.log): string {
  const found = findTemporalCli();
  if (found) return found;
  const go = findGo('The Temporal CLI is not installed and Go is not available to build it. Install Go (https://go.dev/doc/install) or put `temporal` on PATH, or set TEMPORAL_CLI to its path.');
  const gobin = path.dirname(cachedCli);
  mkdirSync(gobin, { recursive: true });
  log(`Building the Temporal CLI ${TEMPORAL_CLI_VERSION} from the Go module proxy into ${gobin} (first run only, a few minutes)...`);
  execFileSync(go, ['install', `github.com/temporalio/cli/cmd/temporal@${TEMPORAL_CLI_VERSION}`], {
    env: { ...process.env, GOBIN: gobin, GOFLAGS: '-buildvcs=false' },
    stdio: 'inherit',
  });
  log(`Temporal CLI ready: ${cachedCli}`);
  return cachedCli;
}
