import { queryOptions } from '@tanstack/react-query';
import { configurationQueryKey } from '../utils/configurationQueryKey';
import { fetchConfiguration } from './fetchConfiguration';

/** The configuration query: fetched once per session (refreshed by useConfigurationRefresh). */
export const configurationQuery = queryOptions({ queryKey: configurationQueryKey, queryFn: fetchConfiguration, staleTime: Infinity });
