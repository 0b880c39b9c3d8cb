/**
 * Just enough of a browser for the identity provider's authorization-code dance (tests/oidc.test.ts,
 * tests/signInGate.test.ts): cookies per origin and path, redirects followed one at a time so the test sees where each
 * one goes.
 */
export class RedirectWalker {
  private readonly cookies = new Map<string, { origin: string; path: string; name: string; value: string }>();

  async request(url: string, form?: Record<string, string>): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers();
    const cookie = [...this.cookies.values()]
      .filter((stored) => stored.origin === target.origin && target.pathname.startsWith(stored.path))
      .map((stored) => `${stored.name}=${stored.value}`)
      .join('; ');
    if (cookie) headers.set('cookie', cookie);
    if (form) headers.set('content-type', 'application/x-www-form-urlencoded');
    const res = await fetch(target, {
      method: form ? 'POST' : 'GET',
      headers,
      body: form ? new URLSearchParams(form).toString() : undefined,
      redirect: 'manual',
    });
    for (const header of res.headers.getSetCookie()) this.remember(target, header);
    return res;
  }

  /** Follows redirects until a page answers, or until a redirect goes where `stopAt` says (not requested then). */
  async walk(url: string, stopAt: (location: URL) => boolean, form?: Record<string, string>): Promise<{ url: URL; page?: Response }> {
    let current = new URL(url);
    let res = await this.request(current.href, form);
    for (let hops = 0; res.status >= 300 && res.status < 400; hops++) {
      if (hops > 15) throw new Error(`too many redirects from ${url}`);
      const location = new URL(res.headers.get('location')!, current);
      if (stopAt(location)) return { url: location };
      current = location;
      res = await this.request(current.href);
    }
    return { url: current, page: res };
  }

  private remember(url: URL, header: string): void {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    const attribute = (key: string) => attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.split('=')[1];
    const path = attribute('path') ?? '/';
    const key = `${url.origin} ${path} ${name}`;
    const expires = attribute('expires');
    const gone = attribute('max-age') === '0' || (expires !== undefined && new Date(expires).getTime() < Date.now()) || value === '';
    if (gone) this.cookies.delete(key);
    else this.cookies.set(key, { origin: url.origin, path, name, value });
  }
}

/** The action of the first form of a page (the local identity provider's login form). */
export const formAction = (html: string) => /<form[^>]*action="([^"]+)"/.exec(html)?.[1];

/**
 * Signs in through the identity provider as `email`, from the API at `publicUrl`: answers where the popup ends (a web
 * page of the API's origin: /login-success#token=… or /login-failure).
 */
export async function signInThroughIssuer(publicUrl: string, email: string, walker = new RedirectWalker()): Promise<URL> {
  const webPage = (location: URL) => location.origin === publicUrl && !location.pathname.startsWith('/api/');
  const loginPage = await walker.walk(`${publicUrl}/api/auth/oidc`, webPage);
  if (!loginPage.page) return loginPage.url;
  const action = formAction(await loginPage.page.text());
  if (!action) throw new Error('the identity provider showed no login form');
  const done = await walker.walk(new URL(action, loginPage.url).href, webPage, { email });
  if (done.page) throw new Error(`the sign-in ended on ${done.url.href}, not on a web page of ${publicUrl}`);
  return done.url;
}
