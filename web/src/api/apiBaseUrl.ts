/** Same origin by default; in the add-in the configuration's API base URL replaces it (useConfiguration). */
export const SAME_ORIGIN_API_BASE_URL = '/api';
