import type { DevAccount } from './identityProviderAccounts';

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f4f5f7; color: #1f2328; margin: 0; }
  main { max-width: 380px; margin: 48px auto; background: #fff; padding: 24px 28px; border-radius: 8px; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  h1 { font-size: 1.2rem; margin: 0 0 4px; }
  p { font-size: .9rem; color: #57606a; }
  .accounts button { display: block; width: 100%; text-align: left; margin: 8px 0; padding: 10px 12px; border: 1px solid #d0d7de; border-radius: 6px; background: #f6f8fa; cursor: pointer; font: inherit; }
  .accounts button:hover { background: #eaeef2; }
  .accounts small { display: block; color: #57606a; }
  label { display: block; font-size: .9rem; margin: 16px 0 4px; }
  input { width: 100%; box-sizing: border-box; padding: 8px; font: inherit; }
  .submit { margin-top: 8px; padding: 8px 14px; font: inherit; }
  .error { color: #cf222e; }
`;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

/** The sign-in page: one button per dev account, or any e-mail address typed in. No password is asked. */
export function loginPage(options: { uid: string; accounts: readonly DevAccount[]; error?: string; email?: string }): string {
  const action = `/interaction/${encodeURIComponent(options.uid)}/login`;
  const buttons = options.accounts
    .map(
      (account) =>
        `<button type="submit" name="email" value="${escapeHtml(account.email)}">${escapeHtml(account.name)}<small>${escapeHtml(account.email)}</small></button>`,
    )
    .join('\n');
  return page(
    'Sign in · Arcline local identity provider',
    `<h1>Arcline local identity provider</h1>
<p>Development sign-in: pick a dev account, or type any e-mail address to sign in as a made-up account with that address. No password is asked.</p>
<form class="accounts" method="post" action="${action}">
${buttons}
</form>
<form method="post" action="${action}">
  <label for="email">E-mail</label>
  <input id="email" name="email" type="email" required value="${escapeHtml(options.email ?? '')}">
  ${options.error ? `<p class="error">${escapeHtml(options.error)}</p>` : ''}
  <button class="submit" type="submit">Sign in</button>
</form>
<p><a href="/interaction/${encodeURIComponent(options.uid)}/abort">Cancel</a></p>`,
  );
}

/** RP-initiated logout: the confirmation form, submitted at once (the app's logout popup should not stop here). */
export function logoutPage(form: string): string {
  return page(
    'Signing out · Arcline local identity provider',
    `<h1>Signing out…</h1>
${form}
<button class="submit" type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<script>document.forms['op.logoutForm'].requestSubmit(document.querySelector('button[name=logout]'));</script>`,
  );
}
