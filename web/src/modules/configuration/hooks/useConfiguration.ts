import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/apiClient';
import { isOfficeMode } from '../../session/utils/isOfficeMode';
import { useIsLoggedIn } from '../../session/hooks/useIsLoggedIn';
import { fetchConfiguration } from '../api/fetchConfiguration';
import { configurationQueryKey } from '../utils/configurationQueryKey';

/** The signed-in user's configuration; fetched once per session and refreshed by useConfigurationRefresh. */
export function useConfiguration() {
  const isLoggedIn = useIsLoggedIn();
  const query = useQuery({ queryKey: configurationQueryKey, queryFn: fetchConfiguration, enabled: isLoggedIn, staleTime: Infinity });
  const apiBaseUrl = query.data?.apiBaseUrl;
  useEffect(() => {
    if (apiBaseUrl && isOfficeMode()) apiClient.setBaseUrl(apiBaseUrl);
  }, [apiBaseUrl]);
  return query;
}
