import { SIDEBAR_COOKIE_MAX_AGE_S, SIDEBAR_COOKIE_NAME } from '@arcline/shared';

/** The desktop sidebar's open state, kept in the `sidebar_state` cookie for 7 days (spec 01 §9). */
export const sidebarCookie = {
  read(cookieHeader: string): boolean | null {
    for (const part of cookieHeader.split(';')) {
      const [name, value] = part.trim().split('=');
      if (name === SIDEBAR_COOKIE_NAME && (value === 'true' || value === 'false')) return value === 'true';
    }
    return null;
  },
  serialize(open: boolean): string {
    return `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; SameSite=Lax`;
  },
};
