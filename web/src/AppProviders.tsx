import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { GlobalStyle } from './theme/GlobalStyle';
import { TooltipProvider } from './modules/ui/components/TooltipProvider';

/** What every route renders inside: the app in the browser (App.tsx) and the server's first screen (entry-server.tsx). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <GlobalStyle />
      <TooltipProvider>{children}</TooltipProvider>
    </QueryClientProvider>
  );
}
