import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { configurationQueryKey } from '../../configuration/utils/configurationQueryKey';
import { fetchSuperUserSettings } from '../api/fetchSuperUserSettings';
import { updateSuperUserSettings } from '../api/updateSuperUserSettings';

const superUserSettingsQueryKey = ['super-user-settings'] as const;

/** The company's settings for the Super User Menu; a saved change also refreshes the configuration it feeds. */
export function useSuperUserSettings() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: superUserSettingsQueryKey, queryFn: fetchSuperUserSettings });
  const mutation = useMutation({
    mutationFn: updateSuperUserSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(superUserSettingsQueryKey, saved);
      void queryClient.invalidateQueries({ queryKey: configurationQueryKey });
    },
  });
  return { query, mutation };
}
