import { QueryClient } from '@tanstack/react-query';

/** Refreshing on focus follows spec 01 §4 (useConfigurationRefresh), not TanStack's defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1 },
    },
  });
}

/** The app's cache (the server's first-screen render makes one of its own per request). */
export const queryClient = createQueryClient();
