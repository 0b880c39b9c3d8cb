import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/apiClient';
import { isOfficeMode } from '../../session/utils/isOfficeMode';
import { useIsLoggedIn } from '../../session/hooks/useIsLoggedIn';
import { configurationQuery } from '../api/configurationQuery';

/** The signed-in user's configuration (configurationQuery). */
export function useConfiguration() {
  const isLoggedIn = useIsLoggedIn();
  const query = useQuery({ ...configurationQuery, enabled: isLoggedIn });
  const apiBaseUrl = query.data?.apiBaseUrl;
  useEffect(() => {
    if (apiBaseUrl && isOfficeMode()) apiClient.setBaseUrl(apiBaseUrl);
  }, [apiBaseUrl]);
  return query;
}
