import { readFileSync } from 'node:fs';
import { get } from 'node:https';
import { caCertificatePath } from 'office-addin-dev-certs/lib/defaults.js';

/**
 * A GET over HTTPS that trusts the development CA of office-addin-dev-certs (~/.office-addin-dev-certs), which the API
 * uses for the add-in's HTTPS origin (ADDIN_HTTPS, on by default under `npm start`): as a browser does once the user
 * trusted that CA. Its status, headers and body.
 */
export function getWithDevelopmentCa(url: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { ca: readFileSync(caCertificatePath) }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    }).on('error', reject);
  });
}
