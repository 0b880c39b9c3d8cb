import type { createActivities } from './index';
import type { MatrixFanoutActivities } from './matrix/matrixFanoutActivities';

/** Every activity a workflow may call: the main worker's, and the matrix worker's fan-out steps. */
export type Activities = ReturnType<typeof createActivities> & MatrixFanoutActivities;
