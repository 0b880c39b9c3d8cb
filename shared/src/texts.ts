/** User-visible texts quoted from the specification; screens and the server read them from here. */
import type { AiEngine } from './chat';

export const TEXTS = {
  welcomeHeading: 'Welcome to Arcline',
  welcomeBody:
    'Arcline is an AI assistant for legal and office documents. Access must be requested from our sales team by e-mail.',
  salesContactLabel: 'Contact sales',
  landingSignIn: 'Sign Up / Login',
  oopsTitle: 'Oops!',
  oopsBody: 'Sorry, an unexpected error has occurred.',
  emptyChat: 'What can I help you with?',
  emptyTranslate: 'What would you like to translate?',
  supportHeading: "We're here to help!",
  loggingOut: 'Logging out...',
  loggedOutAuto: 'You are logged out. Please use the login button below to login to continue.',
  loginSuccess: 'Login Successful, redirecting to home...',
  loginFailure:
    'Error occured when signing in or registration. Please make sure you are allowed to register and check the email address you tried to sign in. We are using a domain based authentication, so your domain might not be in the allowed domains list.',
} as const;

/** Labels and notices of the account pages (spec 01 §2); their messages are ACCOUNT_MESSAGES. */
export const ACCOUNT_PAGE_TEXTS = {
  loginTitle: 'Login',
  usernameOrEmail: 'Username or email',
  password: 'Password',
  loginButton: 'Login',
  forgotPasswordLink: 'Forgot password?',
  loginPopupInstructions:
    'Sign in with your organisation account: a sign-in window opens, follow the steps there and this page continues on its own.',
  signInWithOrganisation: 'Sign in with your organisation',
  popupBlocked: 'Your browser blocked the sign-in window. Please use the button below to open it.',
  orUsePassword: 'or sign in with your password',
  noAccount: "Don't have an account?",
  signupLink: 'Sign up',
  signupTitle: 'Sign up',
  email: 'Email',
  fullName: 'Full Name',
  username: 'Username',
  displayName: 'Display Name',
  code: 'Code',
  optional: '(optional)',
  signupButton: 'Sign up',
  termsNoticeStart: 'By signing up you agree to the',
  termsNoticeMiddle: 'and acknowledge the',
  termsOfUse: 'Terms of Service',
  privacyPolicy: 'Privacy Notice',
  haveAccount: 'Already have an account?',
  loginLink: 'Login',
  forgotTitle: 'Forgot password',
  sendResetLink: 'Send Password Reset Link',
  backToLogin: 'Back to login',
  resetTitle: 'Reset password',
  newPassword: 'New password',
  repeatNewPassword: 'Repeat new password',
  resetButton: 'Reset Password',
  changeTitle: 'Change password',
  oldPassword: 'Old Password',
  changeButton: 'Change Password',
  verifyTitle: 'Verify e-mail',
  verifying: 'Verifying your e-mail...',
  continueToApp: 'Continue to Arcline',
  errorPageLink: 'Back to the start page',
} as const;

/** Waiting texts of the chat reply lifecycle (spec 01 §4), carried by progress-update as `message`. */
export const CHAT_PROGRESS_MESSAGES = {
  gatheringData: 'Gathering data',
  reasoning: 'Reasoning',
  indexing: 'Indexing',
} as const;

/** The signed-in shell: header, sidebar and indexing status indicator (spec 01 §2, §4). */
export const SHELL_TEXTS = {
  logout: 'Logout',
  toggleSidebar: 'Toggle sidebar',
  closeSidebar: 'Close sidebar',
  navigation: 'Navigation',
  tabs: { chat: 'Chat', translate: 'Translate', research: 'Research', matrix: 'Matrix Review' },
  changePassword: 'Change password',
  indexingStatus: {
    'working-but-idle': 'Up to date',
    busy: CHAT_PROGRESS_MESSAGES.indexing,
    'error-retrying': 'Retrying due to error',
    'error-stopped': 'Stopped due to error',
    stopped: 'Stopped',
  },
  dismissToast: 'Dismiss',
  loading: 'Loading...',
} as const;

/** The main chat screen (spec 01 §2, §4); its tabs are SHELL_TEXTS.tabs, its waiting texts CHAT_PROGRESS_MESSAGES, its error CHAT_ERROR_MESSAGE. */
export const CHAT_TEXTS = {
  researchWarning:
    'Research questions are sent to a web search. Do not enter sensitive or personal data, such as client names or case details.',
  placeholders: {
    chat: 'Ask anything. Enter sends, Shift+Enter adds a line.',
    research: 'Ask a legal research question.',
    translate: 'Type or paste the text to translate.',
  },
  send: 'Send',
  waiting: 'Working on it',
  userLabel: 'You',
  assistantLabel: 'Arcline',
} as const;

/** Super User Menu (spec 02 §2) and the paragraph-edit self-test page. */
export const SUPER_USER_TEXTS = {
  menuTitle: 'Super User Menu',
  menuDescription: 'Perform actions and change settings that are not available to regular users.',
  cacheSyncTitle: 'Document cache',
  cacheSyncButton: 'Sync document cache',
  cacheSyncStates: {
    idle: 'Not synced in this session.',
    syncing: 'Syncing...',
    synced: 'Synced.',
    syncerror: 'Sync failed.',
  },
  cacheSyncNeedsWord: 'The cache holds the document open in Word; the web app has no open document to sync.',
  cacheSyncDescription: 'Uploads the whole open document to the server cache now, instead of waiting for the next sync.',
  settingsTitle: 'Company settings',
  settingsDescription: 'These settings apply to everyone in your company; regular users cannot change them.',
  settingsAiEngine: 'AI engine',
  settingsAiEngineDefault: (engine: string) => `Server default (${engine})`,
  settingsAiEngineNames: { local: 'Offline engine', claude: 'Claude', selfHosted: 'Self-hosted model' },
  settingsEnablePerplexity: 'Enable research (enablePerplexity)',
  settingsClientLogLevel: 'Error reporting log level of the app',
  settingsClientLogLevels: { off: 'Off', error: 'Errors', warning: 'Warnings and errors', info: 'Information, warnings and errors' },
  settingsSaved: 'Settings saved.',
  settingsSaveFailed: 'The settings could not be saved.',
  settingsLoadFailed: 'The settings could not be loaded.',
  temporalLink: 'Your workflows in the Temporal UI',
  recentErrorsTitle: 'Recent errors',
  recentErrorsDescription: "Your company's errors reported by the web app, the add-in, the API and the worker, identical ones counted together.",
  recentErrorsEveryCompany: 'Every company (operators named in SUPER_USER_EMAILS)',
  recentErrorsNoCompany: 'No company',
  recentErrorsEmpty: 'No errors reported.',
  recentErrorsFailed: 'The error reports could not be loaded.',
  recentErrorsColumns: { company: 'Company', message: 'Message', where: 'Where', when: 'Last seen', count: 'Times', workflow: 'Workflow' },
  recentErrorsUserAction: 'User action',
  recentErrorsUserActionLink: "The user action's workflows in the Temporal UI",
  close: 'Close',
  selfTestsTitle: 'Paragraph-edit self-tests run inside Word',
  selfTestsNeedWord:
    'These tests insert, delete and replace text with tracked changes in the document open in Word. They run in the Word add-in; the web app has no document, so here they cannot run.',
  selfTestsInWord:
    'Each test adds its own passage at the end of the open document, edits it with tracked changes, checks the text at Current and Original, and removes the passage again.',
  runAll: 'Run all',
  runOne: 'Run',
  selfTestStatuses: { not_started: 'Not started', running: 'Running', passed: 'Passed', failed: 'Failed' },
  selfTestCases: [
    'Insert text into a paragraph with tracked changes',
    'Delete text from a paragraph with tracked changes',
    'Replace text in a paragraph with tracked changes',
    'Replace text across runs with formatting',
    'Replace text in the paragraph before a table',
    'Replace text in a table cell',
    'Replace text in the middle of a paragraph over 256 characters',
    'Insert at the end of a paragraph over 256 characters',
    "Replace text everywhere, a fee table's cells included",
    'Replace text in a cell of a nested table',
  ],
  plantedSelfTestCase: 'Planted failure: expects text the edit does not produce',
} as const;

/** The chat's context in Word: what a prompt is about (the change is the user action change-context). */
export const CHAT_CONTEXT_TEXTS = {
  label: 'Context',
  scopes: { selection: 'Selection', document: 'Whole document' },
} as const;

/** Review document in Word (user action review-document-click): findings in the pane, then Word comments. */
export const REVIEW_TEXTS = {
  reviewButton: 'Review document',
  title: 'Review of the document',
  notSynced: 'The document is still being indexed. Try again when the indicator reads Up to date.',
  noFindings: 'No findings.',
  insertComments: 'Insert as comments',
  insertingComments: 'Inserting comments...',
  close: 'Close',
  suggestedChange: 'Suggested change',
  severity: { high: 'High', medium: 'Medium', low: 'Low' },
  commentStatus: {
    inserted: 'Comment added.',
    notFound: 'The quoted passage is not in the document (it may have changed): no comment added.',
    nothingToAnchor: 'About something missing, so there is no passage to comment on.',
    failed: 'Word could not add this comment.',
  },
  commentsSummary: (added: number, total: number) => `${added} of ${total} findings added as comments.`,
} as const;

/** Public pages of spec 02 §2: terms, support, install, add-in store. */
export const PUBLIC_PAGE_TEXTS = {
  tosTitle: ACCOUNT_PAGE_TEXTS.termsOfUse,
  lastUpdated: 'Last updated',
  tosIntro: 'Your use of Arcline is governed by these documents:',
  endUserTerms: 'End User Terms',
  privacyNotice: ACCOUNT_PAGE_TEXTS.privacyPolicy,
  supportBody: 'Questions, problems or ideas? Write to us at',
  supportResponse: (hours: number) => `We typically respond within ${hours} hours.`,
  installTitle: 'Install the Arcline add-in for Word',
  installIntro: 'Arcline runs inside Word as a task pane. Sideload the manifest in your own Word, or have your Microsoft 365 administrator deploy it to the firm:',
  downloadManifest: 'Download the add-in manifest (manifest.xml)',
  manifestOrigin: (origin: string) => `This manifest points Word at ${origin}.`,
  manifestNeedsHttps: (origin: string) =>
    `Word opens task panes over HTTPS only, so it cannot open Arcline at ${origin}. Start Arcline with npm start and without ADDIN_HTTPS=0: it then serves Arcline on https://localhost:8443 and points the manifest there (see below). Or, behind your own domain set ADDIN_PUBLIC_URL=https://your.domain, and download the manifest again.`,
  manifestUnreadable: 'The manifest could not be read: check that Arcline is running.',
  installSteps: {
    web: {
      title: 'Word on the web',
      steps: [
        'Open a document and choose Home > Add-ins > More Settings.',
        'In the Office Add-ins dialog choose Upload My Add-in.',
        'Browse to the downloaded manifest.xml and choose Upload. Arcline appears on the Home tab.',
      ],
    },
    windows: {
      title: 'Word for Windows',
      steps: [
        'Make a folder for add-in manifests, open its Properties > Sharing > Share, share it with yourself (Read/Write) and note the network path shown, such as \\\\your-pc\\Manifests.',
        'Put manifest.xml in that folder.',
        'In Word choose File > Options > Trust Center > Trust Center Settings > Trusted Add-in Catalogs, enter the network path as the Catalog Url, choose Add catalog, tick Show in Menu and choose OK.',
        'Close and reopen Word, then choose Home > Add-ins > Advanced, open the Shared Folder tab, select Arcline and choose Add.',
      ],
    },
    mac: {
      title: 'Word for Mac',
      steps: [
        'Copy manifest.xml to ~/Library/Containers/com.microsoft.Word/Data/Documents/wef (create the wef folder if needed).',
        'Restart Word, open a document and choose Home > Add-ins: Arcline is listed under Developer Add-ins.',
      ],
    },
    firm: {
      title: 'For the whole firm: deployment by your Microsoft 365 administrator',
      steps: [
        'In the Microsoft 365 admin center (admin.microsoft.com) choose Settings > Integrated apps > Upload custom apps.',
        'Choose Office Add-in as the app type, then upload manifest.xml or give the link to the manifest on your Arcline server (it must be on HTTPS).',
        'Choose the users or groups who get Arcline, accept the permissions and choose Deploy.',
        'Arcline then appears on the Home tab of their Word on Windows, Mac and the web, with nothing to install; it can take a few hours to show.',
      ],
    },
  },
  installAfter: 'Open Arcline from the Home tab and sign in with your account.',
  tryWithoutWord: 'Try it without Word',
  tryWithoutWordBody: 'The playground opens a sample contract in a simulated Word, next to the real Arcline task pane.',
  localHttps: {
    title: 'Running Arcline on your own computer',
    steps: [
      'Word loads task panes over HTTPS only: npm start also serves Arcline on https://localhost:8443, with development certificates made on the first start, and points the manifest there (ADDIN_HTTPS=0 npm start serves plain HTTP alone).',
      'Trust those certificates once: run npx office-addin-dev-certs install (it adds the development CA to your trusted roots), or import ~/.office-addin-dev-certs/ca.crt into them yourself.',
      'Download the manifest again and sideload it as described for your Word.',
    ],
  },
  storeRedirecting: 'Redirecting to the add-in store...',
  storeLink: 'Continue to the add-in store',
} as const;

/** The chat's attachments grid and the answer's provenance (spec 01 §2, issue 5). */
export const ANSWER_TEXTS = {
  attach: 'Attach files',
  showAll: 'Show all',
  showLess: 'Show less',
  failedBadge: 'Failed',
  removeAttachment: (name: string) => `Remove ${name}`,
  engineLocal: 'Offline engine',
  engineClaude: (model?: string) => (model ? `Claude (${model})` : 'Claude'),
  engineSelfHosted: (model?: string) => (model ? `Self-hosted (${model})` : 'Self-hosted'),
  citationsHeading: 'Quoted from',
  unverifiedQuote: 'Not found verbatim in the source',
  sourcesHeading: 'Sources',
} as const;

/** The engine that gave an answer, as the answer's provenance names it. */
export function engineLabel(engine: AiEngine, model?: string): string {
  if (engine === 'local') return ANSWER_TEXTS.engineLocal;
  return engine === 'claude' ? ANSWER_TEXTS.engineClaude(model) : ANSWER_TEXTS.engineSelfHosted(model);
}
