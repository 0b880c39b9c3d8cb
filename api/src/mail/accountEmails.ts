import { ACCOUNT_CODE_LIFETIME_MS, HOUR_MS, PRODUCT_NAME, WEB_ROUTES } from '@arcline/shared';
import type { AccountCodePurpose } from '@arcline/shared/data';
import type { MailMessage } from './mailer';

type AccountEmail = Omit<MailMessage, 'to'>;

export function verificationEmail(publicUrl: string, code: string): AccountEmail {
  const link = webLink(publicUrl, WEB_ROUTES.verifyEmail, { code });
  return linkEmail({
    subject: `Verify your e-mail address for ${PRODUCT_NAME}`,
    intro: `Please confirm your e-mail address by opening this link (valid for ${hours('verify-email')}):`,
    link,
    outro: 'Only the newest link works: if you requested several, use the last one.',
  });
}

export function passwordResetEmail(publicUrl: string, email: string, code: string): AccountEmail {
  const link = webLink(publicUrl, WEB_ROUTES.resetPassword, { code, email });
  return linkEmail({
    subject: `Reset your ${PRODUCT_NAME} password`,
    intro: `Someone asked to reset the password of your account. To choose a new password, open this link (valid for ${hours('reset-password')}):`,
    link,
    outro: 'If it was not you, ignore this e-mail: your password stays as it is.',
  });
}

function hours(purpose: AccountCodePurpose): string {
  const count = ACCOUNT_CODE_LIFETIME_MS[purpose] / HOUR_MS;
  return count === 1 ? '1 hour' : `${count} hours`;
}

/** A link into the web app; PUBLIC_URL may carry a path prefix, so the route is appended, not resolved. */
function webLink(publicUrl: string, route: string, query: Record<string, string>): string {
  return `${publicUrl.replace(/\/+$/, '')}${route}?${new URLSearchParams(query).toString()}`;
}

function linkEmail(parts: { subject: string; intro: string; link: string; outro: string }): AccountEmail {
  const link = escapeHtml(parts.link);
  return {
    subject: parts.subject,
    text: `${parts.intro}\n\n${parts.link}\n\n${parts.outro}\n`,
    html: `<p>${escapeHtml(parts.intro)}</p>\n<p><a href="${link}">${link}</a></p>\n<p>${escapeHtml(parts.outro)}</p>\n`,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
