/** Business constants and limits: spec 01 §9 and spec 02 §9, named as the spec names them, and the limits of the calls. */
import { HOUR_MS, MINUTE_MS } from './time';

export const PRODUCT_NAME = 'Arcline';

export const OFFICE_ADDIN_LOAD_TIMEOUT_MS = 4000;
export const LOGGED_IN_CHECK_INTERVAL_MS = 3000;
export const LOGGED_OUT_LANDING_POLL_MS = 1000;
export const CONFIGURATION_REFRESH_AFTER_AWAY_MS = 3 * MINUTE_MS;
export const LOGIN_POPUP_WIDTH = 500;
export const LOGIN_POPUP_HEIGHT = 600;
export const POST_LOGIN_REDIRECT_DELAY_MS = 100;
export const FORCED_LOGOUT_REDIRECT_DELAY_MS = 1000;

/** An id as the API writes them (a UUID of any version, either case): anything else names nothing. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
/** Ids inside free text (error reports): the same pattern, unanchored and global, for `String.replace`. */
export const UUID_IN_TEXT = new RegExp(UUID_PATTERN.source.slice(1, -1), 'gi');

export const USERNAME_MIN_LENGTH = 6;
export const USERNAME_MAX_LENGTH = 32;
/**
 * The characters of a username (issue 34, item 7): letters of any script (Nordic names too), digits, dot, hyphen
 * and underscore. No markup, spaces or '@' (the login field takes a username or an e-mail).
 */
export const USERNAME_PATTERN = /^[\p{L}\p{N}._-]+$/u;
export const FULL_NAME_MAX_LENGTH = 100;
/** How long an e-mailed account code (the link of a verification or password-reset e-mail) stays valid. */
export const ACCOUNT_CODE_LIFETIME_MS = { 'verify-email': 24 * HOUR_MS, 'reset-password': HOUR_MS } as const;
export const SIGNUP_PASSWORD_MIN_LENGTH = 8;

export const PUSH_POLL_INTERVAL_MS = 2000;
export const ATTACHMENT_STATUS_POLL_MS = 1000;

export const API_DOCUMENT_SYNC_INTERVAL_MS = 60000;
export const API_DOCUMENT_SYNC_MAX_RETRIES = 15;
export const API_DOCUMENT_SYNC_FIRST_RETRY_MS = 1000;
export const API_DOCUMENT_SYNC_MAX_RETRY_MS = 60000;
export const WORD_SYNC_RUN_INTERVAL_MS = 250;
export const WORD_SYNC_MAX_RETRIES = 5;
export const CHANGE_TRACKER_RUN_INTERVAL_MS = 1500;
export const CHANGE_TRACKER_MAX_RETRIES = 10;
export const CHANGE_TRACKER_IDLE_MS = 2500;
export const FULL_RESYNC_INTERVAL_MS = HOUR_MS;
export const PARAGRAPH_READ_BATCH_SIZE = 150;
export const PARAGRAPH_READ_BATCH_PAUSE_MS = 200;
export const LOCAL_CONTEXT_PARTS = 5;
export const FILE_HASH_CHUNK_BYTES = 2 * 1024 * 1024;

export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 604800;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const SIDEBAR_TOOLTIP_DELAY_MS = 0;
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1000000;

export const PROMPT_MAX_ROWS = 8;
export const TRANSLATE_PROMPT_ROWS = 6;
export const RESEARCH_PROMPT_ROWS = 6;

export const PARAGRAPH_MATCH_EDGE_CHARS = 256;
export const INSERT_POSITION_CONTEXT_CHARS = 20;

/** Matrix Review (spec 02 §9). */
export const MATRIX_NAME_MAX_LENGTH = 200;
export const MATRIX_COLUMN_NAME_MAX_LENGTH = 200;
export const MATRIX_CUSTOM_QUERY_MAX_LENGTH = 4000;
/** Rows and columns of one matrix: 10,000 × 50 cells is the most one matrix may hold. */
export const MATRIX_MAX_DOCUMENTS = 10000;
export const MATRIX_MAX_COLUMNS = 50;
/** Documents one `POST /api/matrices/documents` may add: the upload adds a large selection in batches of this size. */
export const MATRIX_DOCUMENTS_PER_REQUEST = 500;
/** Files the browser uploads at once when documents are added to a matrix. */
export const MATRIX_UPLOAD_CONCURRENCY = 4;
/** A cell of the detail answer carries at most this much of its reasoning; the element call has all of it. */
export const MATRIX_CELL_PREVIEW_CHARS = 300;
/** Width of the first (Document) column of the results table. */
export const MATRIX_DOCUMENT_COLUMN_WIDTH_PX = 260;
export const MATRIX_HEADER_HEIGHT_PX = 48;
/** A cell waits this long for its document's text (the upload wait plus extraction) before it fails. */
export const MATRIX_DOCUMENT_WAIT_MINUTES = 60;
export const MATRIX_POLL_INTERVAL_MS = 2000;
/**
 * The fan-out window (a user's matrix cells started and not yet answered, over all their matrices) when
 * MATRIX_USER_CELLS_IN_FLIGHT is unset: this many per cell slot of the matrix workers polling the matrix task queue
 * (each worker's MATRIX_CELL_CONCURRENCY + MATRIX_CELL_PREFETCH slots × the workers Temporal sees polling). Cells
 * beyond what the workers run wait in Temporal's queues, and a killed worker's cells, computed again, wait behind them
 * (issue 33: with 100 for 40 slots up to 26 s; 2 per slot, 80: 27.1 s; 1 per slot, 40: 14.1 s). The price, at the
 * 300 ms test stub only: a cell is in flight about twice as long as its activity holds a slot (its workflow tasks),
 * so one worker alone ran 15.3-15.7 cells/s with 20 against 19.8-23.3 with 100 (bench:matrix-throughput, load 8-12);
 * with a real model's seconds per cell the workflow tasks are a small share. bench/README.md, docs/matrix-review.md.
 */
export const MATRIX_CELLS_IN_FLIGHT_PER_SLOT = 1;
/** Rows of one page of the detail the table asks for (`?offset=&limit=`): a few screens of 80 px rows. */
export const MATRIX_PAGE_ROWS = 40;
/** The most rows one page of the detail may ask for. */
export const MATRIX_PAGE_MAX_ROWS = 1000;
/** The changes call also returns cells changed this long before its cursor, for writes committed late. */
export const MATRIX_CHANGES_OVERLAP_MS = 5000;
export const MATRIX_STATUS_LINE_REFRESH_MS = 10000;
export const MATRIX_CELL_HEIGHT_PX = 80;
/**
 * The table's size before the browser has measured it: the server's first screen (api/src/firstScreen.ts) renders
 * the rows and columns that fit this (a laptop's screen less the app's header and sidebar).
 */
export const MATRIX_FIRST_SCREEN_RECT = { width: 1440, height: 900 } as const;
export const MATRIX_COLUMN_MIN_WIDTH_PX = 200;
export const MATRIX_DETAIL_PANEL_MAX_VW = 45;
export const COLUMN_DIALOG_WIDTH_PX = 425;

export const TERMS_LAST_UPDATED = '2024-11-30';

/** Web app: public routes, sign-in popups and support, spec 01 §2 and §4, spec 02 §2. */
export const ADDIN_STORE_URL = 'https://appsource.microsoft.com/';
export const ADDIN_STORE_ROUTE = '/store';
export const ADDIN_MANIFEST_PATH = '/addin/manifest.xml';
export const IDENTITY_PROVIDER_LOGIN_PATH = '/api/auth/oidc';
export const IDENTITY_PROVIDER_LOGOUT_PATH = '/api/auth/logout';
export const END_USER_TERMS_PATH = '/legal/end-user-terms.html';
export const PRIVACY_NOTICE_PATH = '/legal/privacy-notice.html';
export const SUPPORT_EMAIL = 'support@arcline.example';
export const SUPPORT_RESPONSE_HOURS = 24;

/** Tabs of the signed-in sidebar (spec 01 §2); the first three are the tabs of /arcline. */
export const CHAT_TABS = ['chat', 'research', 'translate'] as const;
export type ChatTab = (typeof CHAT_TABS)[number];
export const SIDEBAR_TABS = ['chat', 'translate', 'research', 'matrix'] as const;
export type SidebarTab = (typeof SIDEBAR_TABS)[number];
export const DEFAULT_SIDEBAR_TAB = 'chat' satisfies SidebarTab;

/** Chat agents (spec 01 §3): the user, the assistant and the add-in's own waiting and error items. */
export const CHAT_AGENTS = { user: 'user', assistant: 'casei', addin: 'casei-addin' } as const;
export const PROMPT_MIN_ROWS = 1;

/** Background runner states and the indexing status indicator derived from them (spec 01 §4). */
export const RUNNER_STATES = ['stopped', 'waiting', 'running', 'error-retrying', 'error-stopped', 'stop-requested'] as const;
export type RunnerState = (typeof RUNNER_STATES)[number];
export const INDEXING_STATUSES = ['working-but-idle', 'busy', 'error-retrying', 'error-stopped', 'stopped'] as const;
export type IndexingStatus = (typeof INDEXING_STATUSES)[number];

/** Super-user cache sync (spec 02 §2): idle until started, then syncing, then synced or syncerror. */
export const CACHE_SYNC_STATES = ['idle', 'syncing', 'synced', 'syncerror'] as const;
export type CacheSyncState = (typeof CACHE_SYNC_STATES)[number];

/** Paragraph-edit self-test statuses (spec 02 §2). */
export const SELF_TEST_STATUSES = ['not_started', 'running', 'passed', 'failed'] as const;
export type SelfTestStatus = (typeof SELF_TEST_STATUSES)[number];
export const SALES_EMAIL = 'sales@arcline.example';

/** Attachments grid of the chat (spec 01 §2): minimum column width and the rows shown before 'Show all'. */
export const ATTACHMENT_GRID_MIN_COLUMN_PX = 180;
export const ATTACHMENT_GRID_DEFAULT_ROWS = 2;

/** Limits of the /api/ai/* payloads. */
export const AI_LIMITS = {
  userPromptMaxChars: 20000,
  chatHistoryMaxItems: 200,
  chatMessageMaxChars: 100000,
  attachmentsMax: 100,
  documentIdMaxChars: 256,
  documentTitleMaxChars: 500,
  documentPartsMax: 100000,
  partContentMaxChars: 200000,
  partIdMaxChars: 256,
  localContextPartsMax: 200,
  paragraphIdsMax: 1000,
  changesMax: 100000,
  instructionsMaxChars: 10000,
  promptContextMaxChars: 10000,
} as const;

/** The Word task pane's width the add-in layout is designed for (Word's default task pane), and the playground shows. */
export const ADDIN_TASK_PANE_WIDTH_PX = 350;
/** Office.js from Microsoft's CDN: Word add-ins must load it from there. */
export const OFFICE_JS_URL = 'https://appsforoffice.microsoft.com/lib/1/hosted/office.js';
/**
 * The origins that may frame the app (the Word task pane): Word on the web and the desktop hosts' pages. With 'self'
 * (the playground frames the pane), the CSP's frame-ancestors, and nothing else (issue 34, item 4).
 */
export const OFFICE_FRAME_ANCESTORS = ['https://*.officeapps.live.com', 'https://*.office.com', 'https://*.office365.com', 'https://*.microsoft.com'] as const;
