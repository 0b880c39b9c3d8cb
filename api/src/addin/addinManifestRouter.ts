import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Router } from 'express';
import { ADDIN_MANIFEST_PATH, renderAddinManifest, type RuntimeConfig } from '@arcline/shared';

const manifestFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../addin/manifest.xml');

/** `GET /addin/manifest.xml`: the Word add-in manifest with every URL on the configured add-in origin. */
export function addinManifestRouter(config: Pick<RuntimeConfig, 'ADDIN_PUBLIC_URL'>): Router {
  const manifest = renderAddinManifest(readFileSync(manifestFile, 'utf8'), config.ADDIN_PUBLIC_URL);
  const router = Router();
  router.get(ADDIN_MANIFEST_PATH, (_req, res) => {
    res.type('application/xml').send(manifest);
  });
  return router;
}
