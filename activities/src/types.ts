import type { createActivities } from './index';

export type Activities = ReturnType<typeof createActivities>;
