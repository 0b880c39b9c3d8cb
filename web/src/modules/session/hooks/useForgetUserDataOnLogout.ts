import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIsLoggedIn } from './useIsLoggedIn';

/** Cached answers belong to the user who fetched them: a logout drops them all. */
export function useForgetUserDataOnLogout(): void {
  const isLoggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isLoggedIn) queryClient.removeQueries();
  }, [isLoggedIn, queryClient]);
}
