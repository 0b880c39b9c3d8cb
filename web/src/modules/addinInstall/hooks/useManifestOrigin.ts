import { useEffect, useState } from 'react';
import { ADDIN_MANIFEST_PATH } from '@arcline/shared';

/** The manifest's origin as loaded: still loading, the origin its task pane is at, or unreadable. */
export type ManifestOrigin = { state: 'loading' } | { state: 'read'; origin: string } | { state: 'unreadable' };

/**
 * Where the served manifest points Word (its task pane's SourceLocation), read from the manifest itself, so the
 * install page says what this server really hands out rather than what a default would be.
 */
export function useManifestOrigin(): ManifestOrigin {
  const [origin, setOrigin] = useState<ManifestOrigin>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    fetch(ADDIN_MANIFEST_PATH)
      .then(async (response) => {
        if (!response.ok) throw new Error(`manifest answered ${response.status}`);
        const manifest = new DOMParser().parseFromString(await response.text(), 'application/xml');
        const location = manifest.getElementsByTagName('SourceLocation')[0]?.getAttribute('DefaultValue');
        if (!location) throw new Error('the manifest has no SourceLocation');
        return new URL(location).origin;
      })
      .then(
        (read) => current && setOrigin({ state: 'read', origin: read }),
        () => current && setOrigin({ state: 'unreadable' }),
      );
    return () => {
      current = false;
    };
  }, []);
  return origin;
}
