/**
 * Builds the web app as `npm start` serves it, the pages and the first screen's server entry (scripts/stack/webBuild.ts),
 * into web/dist: the build step of the Docker images (docker/api.Dockerfile).
 */
import { ensureWebBuild } from './stack/webBuild';

await ensureWebBuild((line) => console.log(line));
