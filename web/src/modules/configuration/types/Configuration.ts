export type { Configuration } from '@arcline/shared';
