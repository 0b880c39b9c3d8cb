import { createHash } from 'node:crypto';

export interface DevAccount {
  email: string;
  name: string;
}

/** Listed on the local identity provider's sign-in page. demo@example.com is also a seeded password user: signing in links the two. */
export const DEV_ACCOUNTS: readonly DevAccount[] = [
  { email: 'demo@example.com', name: 'Dana Demo' },
  { email: 'newcomer@example.com', name: 'Nina Newcomer' },
  { email: 'outsider@not-allowed.test', name: 'Oscar Outsider' },
];

/** A stable, opaque subject per e-mail, as a real identity provider gives (the API links users by it). */
export function devSubject(email: string): string {
  return `dev-${createHash('sha256').update(email).digest('base64url').slice(0, 22)}`;
}

/** Any other e-mail typed on the sign-in page is a made-up account: "nina.newcomer@…" is named "Nina Newcomer". */
export function madeUpAccount(email: string): DevAccount {
  const name = email
    .slice(0, email.indexOf('@'))
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
  return { email, name: name || email };
}
