import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import type { HostDocumentIdentity } from '@arcline/web';

/**
 * The synchronised document's id (spec 01 §3): a SHA-256 hash of its creation time and URL, so the same file keeps
 * its id across sessions and a "Save As" copy (new URL) gets a new one. A document with neither (new, never saved)
 * has nothing stable to hash and gets a random id for this session.
 */
export function documentIdOf(identity: HostDocumentIdentity, randomId: () => string = () => crypto.randomUUID()): string {
  if (identity.creationDate === null && identity.url === '') return randomId();
  return bytesToHex(sha256(utf8ToBytes(`${identity.creationDate ?? ''}\n${identity.url}`)));
}
