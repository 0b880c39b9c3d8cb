import { RouterProvider } from 'react-router';
import { queryClient } from './api/queryClient';
import { appRouter } from './router';
import { AppProviders } from './AppProviders';

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={appRouter()} />
    </AppProviders>
  );
}
