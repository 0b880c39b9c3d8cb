import { createBrowserRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { theme } from './theme/theme';
import { GlobalStyle } from './theme/GlobalStyle';
import { LandingPage } from './pages/LandingPage';
import { ErrorPage } from './pages/ErrorPage';

const router = createBrowserRouter([
  { path: '/', element: <LandingPage />, errorElement: <ErrorPage /> },
  { path: '*', element: <ErrorPage />, errorElement: <ErrorPage /> },
]);

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
