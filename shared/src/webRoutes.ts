/**
 * Routes, storage keys and the sign-in popup's message of the web app: a module without zod, so the web app's first
 * screen loads no schema it does not use (shared is `sideEffects: false`).
 */

/** Message a popup sends to its opener after identity-provider sign-in (same origin only). */
export const LOGIN_SUCCESS_MESSAGE_TYPE = 'arcline-login-success';
export interface LoginSuccessMessage {
  type: typeof LOGIN_SUCCESS_MESSAGE_TYPE;
  token: string;
  /** The one-time state the opener made before it opened the popup: the token is taken only with its own state. */
  state: string;
}

/**
 * Binds a sign-in popup's result to the window that started it (issue 34, item 1: a link to
 * /login-success#token=<someone else's token> signed the victim in as that someone). The opener makes a random state,
 * opens `/api/auth/{provider}?loginState=…`, the API carries it in the flow cookie and appends it to
 * /login-success's fragment, and the opener accepts the token only with the state it is waiting for, once.
 */
export const LOGIN_STATE = {
  queryParameter: 'loginState',
  fragmentParameter: 'state',
  pattern: /^[A-Za-z0-9_-]{22,128}$/,
} as const;

/** Routes of the web app that the server's redirects and e-mails point at. */
export const WEB_ROUTES = {
  home: '/arcline',
  landing: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  changePassword: '/change-password',
  loginSuccess: '/login-success',
  loginFailure: '/login-failure',
  logout: '/logout',
  matrix: '/matrix',
  tos: '/tos',
  support: '/support',
  install: '/install',
  /** Word simulated in the browser beside the real task pane (its own page, not a route of the app's router). */
  playground: '/playground',
  tests: '/tests',
  super: '/super',
  admin: '/admin',
} as const;

export const STORAGE_KEYS = {
  token: 'arcline.token',
  isLoggedIn: 'isLoggedIn',
  isOffice: 'isOffice',
} as const;

/**
 * The screen the server renders before the app's scripts have run (README "Matrix Review", first screen): for
 * `/matrix/:id`, the table with its first rows, from a session the server verified through this cookie.
 */
export const FIRST_SCREEN = {
  /** HttpOnly, SameSite=Strict: the session's token, read only to render a first screen (never by /api). */
  cookie: 'arcline_first_screen',
  /**
   * The script element (application/json) holding the answer the screen was rendered from, exactly as the API sent
   * it for the route's first request (web/earlyRequestsPlugin.ts); its data-path and data-session attributes are the
   * page and the session (the token's sid) it was rendered for, and the app of that session takes it instead of
   * asking again (web/src/api/earlyRequests.ts).
   */
  dataElementId: 'arcline-first-screen',
  /**
   * Beside it, the signed-in user's configuration as `GET /api/configuration` answers it: the server renders the
   * sidebar (the user block, the admin link, Research's tab) from it, and the app takes it with the matrix's answer,
   * so its first commit shows the same sidebar.
   */
  configurationElementId: 'arcline-first-screen-configuration',
  /**
   * The server's style elements still in the page: styled-components' own (`data-styled`), which the app's
   * styled-components takes in and removes when it loads; its own sheet is the one marked active.
   */
  serverStylesSelector: 'style[data-styled]:not([data-styled="active"])',
  /** Where the production build keeps the server's entry (scripts/stack/webBuild.ts): a dot directory is never served. */
  serverDir: '.server',
  /**
   * The global of the page's promise that the browser has painted the first screen (its first contentful paint):
   * the app's scripts wait for it (web/src/api/earlyRequests.ts, api/src/firstScreen.ts); at most `paintWaitMs`, as
   * in a background tab, which paints nothing.
   */
  paintedGlobal: 'arclineFirstScreenPainted',
  paintWaitMs: 1000,
  /**
   * The `elementtiming` of every answered cell's text (the Element Timing API): the browser reports when it was
   * painted, by the server's first screen or by the app's own table, for a page's real-user timing and for bench P4.
   */
  answerTiming: { server: 'matrix-answer-server', app: 'matrix-answer' },
} as const;

