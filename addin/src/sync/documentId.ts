import type { HostDocumentIdentity } from '@arcline/web';

/**
 * The synchronised document's id (spec 01 §3): a SHA-256 hash of its creation time and URL, so the same file keeps
 * its id across sessions and a "Save As" copy (new URL) gets a new one. A document with neither (new, never saved)
 * has nothing stable to hash and gets a random id for this session.
 */
export async function documentIdOf(identity: HostDocumentIdentity, randomId: () => string = () => crypto.randomUUID()): Promise<string> {
  if (identity.creationDate === null && identity.url === '') return randomId();
  const bytes = new TextEncoder().encode(`${identity.creationDate ?? ''}\n${identity.url}`);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
