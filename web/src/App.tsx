import { RouterProvider } from 'react-router';
import { queryClient } from './api/queryClient';
import { router } from './router';
import { AppProviders } from './AppProviders';

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
