import { PRIVACY_NOTICE_PATH, WEB_ROUTES } from '@arcline/shared';

/**
 * Where the signup notice links: /tos and the shipped Privacy Notice unless the build sets
 * VITE_TERMS_OF_USE_PATH / VITE_PRIVACY_POLICY_PATH; the notice shows only when both are non-empty (spec 01 §2).
 */
export function termsLinks(env: Record<string, string | undefined> = import.meta.env): { termsOfUse: string; privacyPolicy: string } | null {
  const termsOfUse = env.VITE_TERMS_OF_USE_PATH ?? WEB_ROUTES.tos;
  const privacyPolicy = env.VITE_PRIVACY_POLICY_PATH ?? PRIVACY_NOTICE_PATH;
  return termsOfUse && privacyPolicy ? { termsOfUse, privacyPolicy } : null;
}
