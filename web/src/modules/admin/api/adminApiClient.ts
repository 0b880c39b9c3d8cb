import { apiClient } from '../../../api/apiClient';
import { createAdminApi } from './adminApi';

/** The admin calls over the app's API client. */
export const adminApi = createAdminApi(apiClient);
