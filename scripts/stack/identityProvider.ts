/**
 * The local OpenID Connect provider (oidc-provider) that `npm start` runs at OIDC_ISSUER, so identity-provider
 * sign-in works offline. Started as its own process: `tsx scripts/stack/identityProvider.ts [--any-loopback-port]`.
 * Production points OIDC_ISSUER at Microsoft Entra ID or any other issuer instead; nothing here runs there.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import Provider, { errors, type Configuration, type ClientMetadata, type JWK, type KoaContextWithOIDC } from 'oidc-provider';
import { parseRuntimeConfig } from '@arcline/shared';
import { DEV_ACCOUNTS, devSubject, madeUpAccount, type DevAccount } from './identityProviderAccounts';
import { escapeHtml, loginPage, logoutPage, page } from './identityProviderPages';

export interface IdentityProviderOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Origin of the app: the client may redirect to `<publicUrl>/api/auth/<providerId>/callback` and `<publicUrl>/logout`. */
  publicUrl: string;
  providerId: string;
  /**
   * Test harness only. Every test file starts its API on a random port, so the client is registered as a loopback
   * client (`application_type: native`): oidc-provider then matches its http://127.0.0.1 redirect URIs on any port,
   * as RFC 8252 §7.3 prescribes. The paths must still match exactly. `npm start` registers exact URIs.
   */
  anyLoopbackPort?: boolean;
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

function clientMetadata(options: IdentityProviderOptions): ClientMetadata {
  const base = options.publicUrl.replace(/\/+$/, '');
  if (options.anyLoopbackPort && !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(base)) {
    throw new Error(`--any-loopback-port needs a loopback PUBLIC_URL, got ${base}`);
  }
  return {
    client_id: options.clientId,
    client_secret: options.clientSecret,
    application_type: options.anyLoopbackPort ? 'native' : 'web',
    redirect_uris: [`${base}/api/auth/${options.providerId}/callback`],
    post_logout_redirect_uris: [`${base}/logout`],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_post',
  };
}

function signingKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: `dev-${Date.now()}`, alg: 'RS256', use: 'sig' };
}

/** The provider behind a plain HTTP server that answers the sign-in page itself and passes the rest to oidc-provider. */
export function createIdentityProvider(options: IdentityProviderOptions): { provider: Provider; server: http.Server } {
  const accounts = new Map<string, DevAccount>(DEV_ACCOUNTS.map((account) => [devSubject(account.email), account]));
  const configuration: Configuration = {
    clients: [clientMetadata(options)],
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      const [givenName, ...familyNames] = account.name.split(' ');
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: true,
          name: account.name,
          given_name: givenName,
          family_name: familyNames.join(' ') || undefined,
        }),
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    scopes: ['openid', 'email', 'profile'],
    // The claims of the granted scopes go into the ID token too, as Entra ID does, not only to the userinfo endpoint.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx: KoaContextWithOIDC, form: string) {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
      },
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = page('Sign-in error', `<h1>Sign-in error</h1><p>${escapeHtml(`${out.error}: ${out.error_description ?? ''}`)}</p>`);
    },
    // Sessions and keys live in memory: a restart signs everyone out of the IdP, which is fine for development.
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [signingKey()] },
  };
  const provider = new Provider(options.issuer, configuration);
  const logError = (event: string) => (_ctx: unknown, error: Error) => console.error(`${event}: ${error.message}`);
  provider.on('server_error', logError('server_error'));
  provider.on('authorization.error', logError('authorization.error'));
  provider.on('grant.error', logError('grant.error'));
  provider.on('end_session.error', logError('end_session.error'));
  const oidc = provider.callback();

  async function interaction(req: http.IncomingMessage, res: http.ServerResponse, uid: string, action: string | undefined) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new errors.SessionNotFound('interaction mismatch');
    if (action === 'abort') {
      await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'End-User aborted the sign-in' }, { mergeWithLastSubmission: false });
      return;
    }
    if (details.prompt.name === 'consent') {
      await provider.interactionFinished(req, res, { consent: { grantId: await grantEverythingAsked(details) } });
      return;
    }
    if (details.prompt.name !== 'login') throw new Error(`prompt ${details.prompt.name} is not supported`);
    if (action === 'login' && req.method === 'POST') {
      const email = new URLSearchParams(await readBody(req)).get('email')?.trim().toLowerCase() ?? '';
      if (!EMAIL.test(email)) {
        send(res, 400, loginPage({ uid, accounts: DEV_ACCOUNTS, email, error: 'Type an e-mail address such as someone@example.com.' }));
        return;
      }
      const sub = devSubject(email);
      if (!accounts.has(sub)) accounts.set(sub, madeUpAccount(email));
      console.log(`signed in ${email} (${sub})`);
      await provider.interactionFinished(req, res, { login: { accountId: sub } }, { mergeWithLastSubmission: false });
      return;
    }
    send(res, 200, loginPage({ uid, accounts: DEV_ACCOUNTS }));
  }

  /** Arcline is this provider's only, first-party client: consent is given without asking. */
  async function grantEverythingAsked(details: Awaited<ReturnType<Provider['interactionDetails']>>): Promise<string> {
    const accountId = details.session?.accountId;
    if (!accountId) throw new errors.SessionNotFound('no signed-in account');
    const grant = details.grantId
      ? ((await provider.Grant.find(details.grantId)) ?? new provider.Grant({ accountId, clientId: String(details.params.client_id) }))
      : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    return grant.save();
  }

  const server = http.createServer((req, res) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/.exec(new URL(req.url ?? '/', options.issuer).pathname);
    if (!match) {
      void oidc(req, res);
      return;
    }
    interaction(req, res, match[1]!, match[2]).catch((error: unknown) => {
      const expired = error instanceof errors.SessionNotFound;
      if (!expired) console.error(error);
      if (res.headersSent) return;
      send(
        res,
        expired ? 400 : 500,
        page('Sign-in error', `<h1>Sign-in error</h1><p>${expired ? 'This sign-in request has expired. Close this window and sign in again.' : 'Something went wrong.'}</p>`),
      );
    });
  });
  return { provider, server };
}

function send(res: http.ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 64 * 1024) throw new Error('request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const config = parseRuntimeConfig(process.env);
  const issuer = new URL(config.OIDC_ISSUER);
  const { server } = createIdentityProvider({
    issuer: config.OIDC_ISSUER,
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
    publicUrl: config.PUBLIC_URL,
    providerId: config.OIDC_PROVIDER_ID,
    anyLoopbackPort: process.argv.includes('--any-loopback-port'),
  });
  server.listen(Number(issuer.port || 80), issuer.hostname, () => {
    console.log(`identity provider listening at ${config.OIDC_ISSUER} for client ${config.OIDC_CLIENT_ID} of ${config.PUBLIC_URL}`);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.close(() => process.exit(0));
      server.closeAllConnections();
    });
  }
}
