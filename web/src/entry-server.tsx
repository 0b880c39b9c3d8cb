/**
 * The server's first screen (api/src/firstScreen.ts; built by `vite build --ssr`, scripts/stack/webBuild.ts): the
 * app's own routes and components rendered to HTML for `/matrix/:id` with the first page of rows the API answered,
 * so the table is painted before the app's scripts have run. The app then hydrates it (web/src/main.tsx) once it can
 * render the same screen: styled-components' class names are the same in both builds (web/styledComponentIds.ts), and
 * what differs in the browser (the cells' buttons, the measured column widths, the user's locale) waits for the render
 * right after the hydration (useFirstScreenPass).
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { type Configuration, type EntityEnvelope, type MatrixDetail, type MatrixPageInfo } from '@arcline/shared';
import { createQueryClient } from './api/queryClient';
import { AppProviders } from './AppProviders';
import { configurationQueryKey } from './modules/configuration/utils/configurationQueryKey';
import { DocumentHostProvider } from './modules/document/components/DocumentHostProvider';
import { matrixQueryKeys } from './modules/matrix/utils/matrixQueryKeys';
import { viewOfPage } from './modules/matrix/utils/matrixView';
import { routes } from './routes';
import { withRequestCookies } from './platform/browserCookies';
import { withRequestLocale } from './platform/firstScreenPass';

/** The routes without their loaders: the server hands the data over itself, and a loader would use the app's cache. */
function withoutLoaders(route: RouteObject): RouteObject {
  const { loader: _loader, children, ...rest } = route;
  return { ...rest, children: children?.map(withoutLoaders) } as RouteObject;
}

const handler = createStaticHandler(routes.map(withoutLoaders));

export interface FirstScreen {
  /** The app's markup, for `<div id="root">`. */
  html: string;
  /** The style elements the markup needs, for `<head>`. */
  styles: string;
}

/**
 * `/matrix/:id` rendered with the detail page the API answered (`GET /api/matrices/:id?offset=0&limit=…`, its
 * envelope) and the user's configuration (`GET /api/configuration`: the sidebar's user block, admin link and tabs);
 * null when the route would not show the table (a redirect).
 */
export async function renderMatrixFirstScreen(
  path: string,
  matrixId: string,
  envelope: EntityEnvelope<MatrixDetail>,
  configuration: Configuration,
  /** The request's cookies the screen depends on (the sidebar's state); never the session's. */
  cookieHeader = '',
  /** The locale of the dates and amounts (the request's Accept-Language; the page carries it for the hydration). */
  locale?: string,
): Promise<FirstScreen | null> {
  const context = await handler.query(new Request(new URL(path, 'http://first-screen')));
  if (context instanceof Response) return null;
  const queryClient = createQueryClient();
  queryClient.setQueryData(matrixQueryKeys.detail(matrixId), viewOfPage(envelope.entity, envelope.other_data as unknown as MatrixPageInfo));
  queryClient.setQueryData(configurationQueryKey, configuration);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = withRequestCookies(cookieHeader, () =>
      withRequestLocale(locale, () =>
        renderToString(
          sheet.collectStyles(
            <AppProviders queryClient={queryClient}>
              <DocumentHostProvider session={null}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </DocumentHostProvider>
            </AppProviders>,
          ),
        ),
      ),
    );
    // styled-components' own style elements (`data-styled`, with each component's class names): the app's
    // styled-components takes them in when it loads (its rehydration: the same class names, web/styledComponentIds.ts),
    // so it neither generates nor inserts again the rules the screen already has while it hydrates (issue 31).
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
    queryClient.clear();
  }
}

/**
 * Renders a one-cell matrix once, when the API starts: the first user's screen then does not pay for loading the
 * page's code and for compiling React's paths (hundreds of milliseconds on a small machine).
 */
export async function warmUp(): Promise<void> {
  const id = '00000000-0000-4000-8000-000000000000';
  const column = { id, name: 'Warm-up', queryType: 'CUSTOM', matrixId: id, sortOrder: 0, matrixQueryId: null, customQuery: 'Warm-up?', answerKind: 'text', answerOptions: null } as const;
  const row = {
    document: { id, attachmentId: id, name: 'warm-up.pdf', documentType: 'pdf', status: 'COMPLETED', error: null },
    cells: { [id]: { id, status: 'COMPLETED', refineResult: 'Warm-up', result: null, typedValue: null } },
  } as const;
  const detail: MatrixDetail = {
    id,
    name: 'Warm-up',
    createdAt: new Date(0).toISOString(),
    columns: { [id]: column },
    rows: [row],
    aggregatedResultStatus: { processing: 0, completed: 1, failed: 0, lastDataUpdate: null },
  };
  const configuration: Configuration = {
    user: { id, name: 'Warm-up', displayName: 'Warm-up', fullName: null, username: 'warm-up', email: 'warm-up@example.invalid', emailVerified: true, companyName: 'Warm-up', isSuperUser: false, isAdmin: true },
    apiBaseUrl: '/api',
    enablePerplexity: true,
    errorReporting: { enabled: false, dsn: '', tunnel: '', environment: '', release: '', sampleRate: 0, tracesSampleRate: 0, logLevel: 'off' },
    aiEngine: 'local',
  };
  await renderMatrixFirstScreen(`/matrix/${id}`, id, { entity: detail, other_data: { offset: 0, limit: 1, totalRows: 1, cursor: '' } }, configuration);
}
