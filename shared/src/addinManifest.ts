/** The origin written in addin/manifest.xml (the local HTTPS origin `npm start` serves by default). */
export const ADDIN_MANIFEST_TEMPLATE_ORIGIN = 'https://localhost:8443';

/** The manifest with every URL moved to the add-in's origin (scheme, host and port of `origin`). */
export function renderAddinManifest(template: string, origin: string): string {
  return template.replaceAll(ADDIN_MANIFEST_TEMPLATE_ORIGIN, new URL(origin).origin);
}
