import { apiClient } from '../../../api/apiClient';
import { createMatrixApi } from './matrixApi';

/** The matrix calls over the app's API client. */
export const matrixApi = createMatrixApi(apiClient);
