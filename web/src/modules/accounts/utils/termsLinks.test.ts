import { describe, expect, it } from 'vitest';
import { termsLinks } from './termsLinks';

describe('termsLinks', () => {
  it('links /tos and the shipped Privacy Notice by default', () => {
    expect(termsLinks({})).toEqual({ termsOfUse: '/tos', privacyPolicy: '/legal/privacy-notice.html' });
  });

  it('uses the configured paths', () => {
    expect(termsLinks({ VITE_TERMS_OF_USE_PATH: '/terms', VITE_PRIVACY_POLICY_PATH: 'https://firm.example/privacy' })).toEqual({
      termsOfUse: '/terms',
      privacyPolicy: 'https://firm.example/privacy',
    });
  });

  it('hides the notice when either path is configured empty', () => {
    expect(termsLinks({ VITE_TERMS_OF_USE_PATH: '' })).toBeNull();
    expect(termsLinks({ VITE_PRIVACY_POLICY_PATH: '' })).toBeNull();
  });
});
