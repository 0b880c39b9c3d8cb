import { QueryClient } from '@tanstack/react-query';

/** Refreshing on focus follows spec 01 §4 (useConfigurationRefresh), not TanStack's defaults. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: 1 },
  },
});
