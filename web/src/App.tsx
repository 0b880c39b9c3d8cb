import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { GlobalStyle } from './theme/GlobalStyle';
import { queryClient } from './api/queryClient';
import { router } from './router';
import { TooltipProvider } from './modules/ui/components/TooltipProvider';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <GlobalStyle />
      <TooltipProvider>
        <RouterProvider router={router} />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
