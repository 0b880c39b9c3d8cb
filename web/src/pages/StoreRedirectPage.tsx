import { useEffect } from 'react';
import { ADDIN_STORE_URL, PUBLIC_PAGE_TEXTS } from '@arcline/shared';
import { CenteredMessage } from '../modules/ui/components/CenteredMessage';

/** The build may point at another listing with VITE_ADDIN_STORE_URL. */
const storeUrl = import.meta.env.VITE_ADDIN_STORE_URL || ADDIN_STORE_URL;

/** Sends the browser to the add-in's store listing (spec 01 §2). */
export function StoreRedirectPage() {
  useEffect(() => {
    window.location.replace(storeUrl);
  }, []);
  return (
    <CenteredMessage>
      {PUBLIC_PAGE_TEXTS.storeRedirecting} <a href={storeUrl}>{PUBLIC_PAGE_TEXTS.storeLink}</a>
    </CenteredMessage>
  );
}
