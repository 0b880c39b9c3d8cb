import { createServer, type Server } from 'node:https';
import type { Express } from 'express';
import { generateCertificates } from 'office-addin-dev-certs';
import { existsSync, readFileSync } from 'node:fs';
import { caCertificatePath, localhostCertificatePath, localhostKeyPath } from 'office-addin-dev-certs/lib/defaults.js';

/**
 * The app over HTTPS for Word's task pane (ADDIN_HTTPS, on by default under `npm start`), with office-addin-dev-certs' development certificates
 * in ~/.office-addin-dev-certs: generated offline on first use; trusting their CA is the one manual step (README).
 */
export async function listenAddinHttps(app: Express, port: number): Promise<Server> {
  if (!existsSync(localhostCertificatePath) || !existsSync(localhostKeyPath)) {
    await generateCertificates(caCertificatePath, localhostCertificatePath, localhostKeyPath);
  }
  const server = createServer({ cert: readFileSync(localhostCertificatePath), key: readFileSync(localhostKeyPath), ca: readFileSync(caCertificatePath) }, app);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
