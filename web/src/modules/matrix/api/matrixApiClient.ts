import { apiClient } from '../../../api/apiClient';
import { usageTracker } from '../../usage/usageTracker';
import { createMatrixApi } from './matrixApi';

/** The matrix calls over the app's API client; every change carries a fresh user action id (X-T-User-Action). */
export const matrixApi = createMatrixApi(apiClient, () => usageTracker.actionId());
