import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot, logsDir as defaultLogsDir } from './paths';
import { isPortOpen, spawnLogged, waitUntil, assertPortFree, StartupError } from './processes';
import { service, type RunningService } from './services';

const UPSTREAM = 'arcline_api';

/**
 * docker/nginx.conf with the replicas of this machine: the `api` service name becomes an upstream group of the API
 * ports (nginx resolves a proxy_pass variable against upstream groups first), the web root the built app, the port ours.
 * A replica that refuses connections is skipped for a few seconds and the request goes to the next one (nginx passes a
 * POST on only when it had not been sent yet, so nothing runs twice).
 */
export function renderNginxConfig(options: { port: number; apiPorts: number[]; webDist: string; prefix: string }): string {
  const site = readFileSync(path.join(projectRoot, 'docker/nginx.conf'), 'utf8');
  const replace = (text: string, from: RegExp, to: string) => {
    if (!from.test(text)) throw new Error(`docker/nginx.conf no longer has ${from}: update scripts/stack/loadBalancer.ts`);
    return text.replace(from, to);
  };
  let server = replace(site, /^\s*listen 8080;$/m, `    listen 127.0.0.1:${options.port};`);
  server = replace(server, /^\s*root \/usr\/share\/nginx\/html;$/m, `    root ${options.webDist};`);
  server = replace(server, /^\s*resolver .*;$/m, '');
  server = replace(server, /set \$api_upstream http:\/\/api:8080;/, `set $api_upstream http://${UPSTREAM};`);
  // No failure accounting (max_fails=0): with it, one stale connection to the live replica while the other is gone marked
  // both down, and nginx answered 502 "no live upstreams" for seconds. A dead replica refuses at once, so trying it costs
  // nothing; the request goes to the next one (proxy_next_upstream in docker/nginx.conf).
  const servers = options.apiPorts.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n');
  const mimeTypes = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types', '/opt/homebrew/etc/nginx/mime.types'].find(existsSync);
  return `# Written by scripts/stack/loadBalancer.ts from docker/nginx.conf at every start of \`npm run start:cluster\`.
daemon off;
worker_processes 1;
pid ${path.join(options.prefix, 'nginx.pid')};
error_log ${path.join(options.prefix, 'error.log')} warn;
events { worker_connections 4096; }
http {
  ${mimeTypes ? `include ${mimeTypes};` : ''}
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${path.join(options.prefix, 'client_body')};
  proxy_temp_path ${path.join(options.prefix, 'proxy')};
  fastcgi_temp_path ${path.join(options.prefix, 'fastcgi')};
  uwsgi_temp_path ${path.join(options.prefix, 'uwsgi')};
  scgi_temp_path ${path.join(options.prefix, 'scgi')};
  upstream ${UPSTREAM} {
${servers}
    keepalive 32;
    # Below Node's 5 s keepAliveTimeout: nginx never reuses a connection the API is closing (a reset POST is a 502).
    keepalive_timeout 4s;
  }
${server}
}
`;
}

export function findNginx(): string {
  const fromEnv = process.env.NGINX;
  if (fromEnv) return fromEnv;
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' });
  if (found.status !== 0) throw new StartupError('nginx', undefined, 'nginx is not installed (Debian: apt-get install nginx), or set NGINX to its path');
  return found.stdout.trim().split('\n')[0] ?? 'nginx';
}

/** nginx in front of the API replicas, serving the built web app, on `port`. */
export async function startLoadBalancer(options: {
  port: number;
  apiPorts: number[];
  webDist: string;
  prefix: string;
  logsDir?: string;
}): Promise<RunningService> {
  await assertPortFree('nginx', options.port);
  mkdirSync(options.prefix, { recursive: true });
  const config = path.join(options.prefix, 'nginx.conf');
  writeFileSync(config, renderNginxConfig(options));
  const proc = spawnLogged('nginx', findNginx(), ['-p', options.prefix, '-c', config], { logsDir: options.logsDir ?? defaultLogsDir });
  await waitUntil('nginx', () => isPortOpen(options.port), { timeoutMs: 30000, process: proc });
  return service('nginx', `http://localhost:${options.port}`, proc);
}
