import { apiClient } from '../../../api/apiClient';
import { sessionStore } from '../../session/utils/sessionStore';
import { createMatrixApi, type ExportDownloadDeps } from './matrixApi';

/** The matrix calls over the app's API client. */
export const matrixApi = createMatrixApi(apiClient);

export const exportDownloadDeps: ExportDownloadDeps = {
  fetch: (input, init) => window.fetch(input, init),
  getToken: () => sessionStore.getToken(),
  onUnauthorized: () => sessionStore.forceLogout(),
};
