import type { RuntimeConfig } from '@arcline/shared';
import { SEARCH_ATTRIBUTES } from '@arcline/shared/contracts';

type TemporalUiConfig = Pick<RuntimeConfig, 'TEMPORAL_UI_URL' | 'TEMPORAL_NAMESPACE'>;

const workflowsPage = (config: TemporalUiConfig) => `${config.TEMPORAL_UI_URL}/namespaces/${encodeURIComponent(config.TEMPORAL_NAMESPACE)}/workflows`;

/** A workflow's page in the Temporal UI (its latest run). */
export const temporalWorkflowUrl = (config: TemporalUiConfig, workflowId: string): string =>
  `${workflowsPage(config)}/${encodeURIComponent(workflowId)}`;

/** The Temporal UI's workflow list filtered on the workflows one user action started. */
export const temporalUserActionUrl = (config: TemporalUiConfig, userActionId: string): string =>
  `${workflowsPage(config)}?query=${encodeURIComponent(`${SEARCH_ATTRIBUTES.userActionId}="${userActionId}"`)}`;
