import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Sequelize } from 'sequelize';
import { LOGIN_STATE, WEB_ROUTES, type RuntimeConfig } from '@arcline/shared';
import { NotFoundError } from '../../errors';
import { OidcClient } from '../../auth/oidcClient';
import { OidcFlowCookie } from '../../auth/oidcFlowCookie';
import { signInWithIdentity } from '../../auth/oidcAccounts';
import type { TokenService } from '../../auth/tokens';

/**
 * Identity-provider sign-in for the login popup (public routes, spec 01 §4):
 * `GET /api/auth/:provider?loginState=…` → the issuer; `GET /api/auth/:provider/callback` → /login-success#token=…&state=…
 * (the opener's login state, LOGIN_STATE) or /login-failure;
 * `GET /api/auth/:provider/logout` and `GET /api/auth/logout` → the issuer's end-session endpoint, back to /logout.
 */
export function oidcRouter(deps: { config: RuntimeConfig; sequelize: Sequelize; tokens: TokenService }): Router {
  const { config } = deps;
  const client = new OidcClient(config);
  const flowCookie = new OidcFlowCookie(config.JWT_SECRET, config.PUBLIC_URL);
  const bounds = { min: config.USERNAME_MIN_LENGTH, max: config.USERNAME_MAX_LENGTH };
  const webUrl = (route: string) => `${config.PUBLIC_URL.replace(/\/+$/, '')}${route}`;
  const router = Router();

  const knownProvider: RequestHandler = (req, _res, next) => {
    if (req.params.provider !== config.OIDC_PROVIDER_ID) throw new NotFoundError();
    next();
  };

  const logoutAtIssuer: RequestHandler = async (req, res) => {
    try {
      redirect(res, (await client.endSessionUrl()).href);
    } catch (error) {
      // Signing out must never dead-end in the popup: without the issuer, the web app's /logout still clears the login.
      req.log.warn({ err: error }, 'identity-provider logout unavailable');
      redirect(res, webUrl(WEB_ROUTES.logout));
    }
  };

  router.get('/logout', logoutAtIssuer);
  router.get('/:provider/logout', knownProvider, logoutAtIssuer);

  router.get('/:provider', knownProvider, async (req, res) => {
    try {
      const { url, checks } = await client.authorizationUrl();
      flowCookie.set(res, config.OIDC_PROVIDER_ID, checks, loginStateOf(req));
      redirect(res, url.href);
    } catch (error) {
      req.log.error({ err: error }, 'identity provider unreachable');
      redirect(res, webUrl(WEB_ROUTES.loginFailure));
    }
  });

  router.get('/:provider/callback', knownProvider, async (req, res) => {
    const checks = flowCookie.take(req, res, config.OIDC_PROVIDER_ID);
    try {
      if (!checks) throw new Error('no sign-in in progress: the flow cookie is missing, expired or invalid');
      const identity = await client.identityFromCallback(queryString(req), checks);
      const signedIn = await signInWithIdentity(deps, config.OIDC_PROVIDER_ID, identity, bounds);
      if ('refusal' in signedIn) {
        req.log.warn({ domain: identity.email.split('@').pop(), refusal: signedIn.refusal }, 'identity-provider sign-in refused');
        redirect(res, webUrl(WEB_ROUTES.loginFailure));
        return;
      }
      const { token, userId } = signedIn;
      req.log.info({ userId }, 'signed in through the identity provider');
      // In the fragment: the browser keeps it to itself, so it never reaches a server's access log.
      // With the opener's login state: the web app takes a token only with the state of the popup it opened.
      const fragment = new URLSearchParams({ token, ...(checks.loginState ? { [LOGIN_STATE.fragmentParameter]: checks.loginState } : {}) });
      redirect(res, `${webUrl(WEB_ROUTES.loginSuccess)}#${fragment.toString()}`);
    } catch (error) {
      req.log.warn({ err: error }, 'identity-provider sign-in failed');
      redirect(res, webUrl(WEB_ROUTES.loginFailure));
    }
  });

  return router;
}

function redirect(res: Response, location: string): void {
  res.set('Cache-Control', 'no-store');
  res.redirect(302, location);
}

/** The opener's login state (`?loginState=`), when it has the expected form. */
function loginStateOf(req: Request): string | undefined {
  const value = req.query[LOGIN_STATE.queryParameter];
  return typeof value === 'string' && LOGIN_STATE.pattern.test(value) ? value : undefined;
}

function queryString(req: Request): string {
  const start = req.originalUrl.indexOf('?');
  return start === -1 ? '' : req.originalUrl.slice(start);
}
