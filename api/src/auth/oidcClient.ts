import * as client from 'openid-client';
import type { RuntimeConfig } from '@arcline/shared';

const SCOPES = 'openid email profile';

/** What the sign-in keeps between the redirect to the issuer and the callback (in the flow cookie). */
export interface OidcFlowChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The person the issuer vouched for; the e-mail is lower-cased and verified (or not marked unverified). */
export interface VerifiedIdentity {
  subject: string;
  email: string;
  name?: string;
}

/** Calls `load` once and shares its promise; a failure is forgotten, so the next call tries again. */
export function memoizeUntilRejected<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/** The relying party of one OpenID Connect issuer (authorization code + PKCE), discovered lazily on first use. */
export class OidcClient {
  readonly redirectUri: string;
  readonly postLogoutRedirectUri: string;
  private readonly configuration: () => Promise<client.Configuration>;

  constructor(config: Pick<RuntimeConfig, 'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET' | 'OIDC_PROVIDER_ID' | 'PUBLIC_URL'>) {
    const publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
    this.redirectUri = `${publicUrl}/api/auth/${config.OIDC_PROVIDER_ID}/callback`;
    this.postLogoutRedirectUri = `${publicUrl}/logout`;
    const issuer = new URL(config.OIDC_ISSUER);
    // Plain http is only for a local issuer such as the one `npm start` runs.
    const execute = issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [];
    this.configuration = memoizeUntilRejected(() =>
      client.discovery(issuer, config.OIDC_CLIENT_ID, config.OIDC_CLIENT_SECRET, undefined, { execute }),
    );
  }

  async authorizationUrl(): Promise<{ url: URL; checks: OidcFlowChecks }> {
    const configuration = await this.configuration();
    const checks = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: SCOPES,
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
      state: checks.state,
      nonce: checks.nonce,
    });
    return { url, checks };
  }

  /**
   * Validates the authorization response (state, issuer, error parameter), redeems the code with the PKCE verifier,
   * checks the ID token (nonce, audience, issuer) and returns the identity. Throws on anything amiss.
   */
  async identityFromCallback(query: string, checks: OidcFlowChecks): Promise<VerifiedIdentity> {
    const configuration = await this.configuration();
    // The redirect URI sent to the token endpoint is this URL without its query: the configured one, never the Host header.
    const callbackUrl = new URL(this.redirectUri);
    callbackUrl.search = query;
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) throw new Error('the issuer returned no ID token');
    // Some issuers put e-mail and name only on the userinfo endpoint.
    const claims: Record<string, unknown> =
      typeof idToken.email === 'string' ? idToken : { ...(await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub)), ...idToken };
    if (typeof claims.email !== 'string' || !claims.email.includes('@')) throw new Error('the issuer gave no e-mail address');
    if (claims.email_verified === false || claims.email_verified === 'false') throw new Error('the issuer marks the e-mail address unverified');
    return { subject: idToken.sub, email: claims.email.trim().toLowerCase(), name: displayableName(claims) };
  }

  /** RP-initiated logout at the issuer, back to the web app's /logout; no ID token hint, so the client id names us. */
  async endSessionUrl(): Promise<URL> {
    return client.buildEndSessionUrl(await this.configuration(), { post_logout_redirect_uri: this.postLogoutRedirectUri });
  }
}

function displayableName(claims: Record<string, unknown>): string | undefined {
  if (typeof claims.name === 'string' && claims.name.trim()) return claims.name.trim();
  const parts = [claims.given_name, claims.family_name].filter((part): part is string => typeof part === 'string' && !!part.trim());
  return parts.length > 0 ? parts.join(' ') : undefined;
}
