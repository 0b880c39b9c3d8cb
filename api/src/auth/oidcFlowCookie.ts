import type { CookieOptions, Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import type { OidcFlowChecks } from './oidcClient';

export const OIDC_FLOW_COOKIE = 'arcline_oidc_flow';
export const OIDC_FLOW_MAX_AGE_S = 10 * 60;
const AUDIENCE = 'arcline-oidc-flow';
const ALGORITHM = 'HS256';

interface FlowClaims {
  provider: string;
  state: string;
  nonce: string;
  cv: string;
  /** The opener's one-time login state (LOGIN_STATE), handed back with the token. */
  ls?: string;
}

/** A sign-in in progress: the issuer's checks and the opener's login state. */
export interface OidcFlow extends OidcFlowChecks {
  loginState?: string;
}

/**
 * State, nonce and PKCE verifier of a sign-in in progress, in a short-lived cookie signed with JWT_SECRET (a JWT
 * with its own audience, so it is never a session token). httpOnly; SameSite=Lax so the issuer's top-level redirect
 * back to the callback carries it; only sent to /api/auth.
 */
export class OidcFlowCookie {
  private readonly options: CookieOptions;

  constructor(
    private readonly secret: string,
    publicUrl: string,
  ) {
    this.options = { httpOnly: true, sameSite: 'lax', path: '/api/auth', secure: publicUrl.startsWith('https:') };
  }

  set(res: Response, provider: string, checks: OidcFlowChecks, loginState?: string): void {
    const claims: FlowClaims = { provider, state: checks.state, nonce: checks.nonce, cv: checks.codeVerifier, ls: loginState };
    const value = jwt.sign(claims, this.secret, { algorithm: ALGORITHM, audience: AUDIENCE, expiresIn: OIDC_FLOW_MAX_AGE_S });
    res.cookie(OIDC_FLOW_COOKIE, value, { ...this.options, maxAge: OIDC_FLOW_MAX_AGE_S * 1000 });
  }

  /** The checks of this provider's sign-in, or undefined when the cookie is missing, expired, forged or for another one. */
  take(req: Request, res: Response, provider: string): OidcFlow | undefined {
    res.clearCookie(OIDC_FLOW_COOKIE, this.options);
    try {
      const value = readCookie(req, OIDC_FLOW_COOKIE);
      if (!value) return undefined;
      const claims = jwt.verify(value, this.secret, { algorithms: [ALGORITHM], audience: AUDIENCE }) as Partial<FlowClaims>;
      if (claims.provider !== provider || !claims.state || !claims.nonce || !claims.cv) return undefined;
      return { state: claims.state, nonce: claims.nonce, codeVerifier: claims.cv, loginState: typeof claims.ls === 'string' ? claims.ls : undefined };
    } catch {
      return undefined;
    }
  }
}

function readCookie(req: Request, name: string): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return decodeURIComponent(pair.slice(separator + 1).trim());
  }
  return undefined;
}
