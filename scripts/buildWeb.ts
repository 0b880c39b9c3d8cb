/**
 * Builds the web app as `npm start` serves it, the pages and the first screen's server entry (scripts/stack/webBuild.ts),
 * into web/dist or the folder given as the first argument. `npm start` runs this file as a child process (Vite changes
 * the environment of the process that builds); it is also the build step of the Docker images (docker/api.Dockerfile).
 */
import { buildWebInThisProcess, webDist } from './stack/webBuild';

await buildWebInThisProcess(process.argv[2] ?? webDist);
