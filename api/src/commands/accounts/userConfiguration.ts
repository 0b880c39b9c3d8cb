import type { Sequelize } from 'sequelize';
import { effectiveAiEngine, errorReportingSettingFor, type Configuration, type RuntimeConfig } from '@arcline/shared';
import { companySettingsStore, type AccountUser } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';

/**
 * The signed-in user's configuration (spec 01 §3) but the user: what `GET /api/configuration` answers, and what the
 * server's first screen renders the sidebar from and hands to the app (api/src/firstScreen.ts), once
 * presenters/user.ts `presentConfiguration` puts the presented user in front.
 */
export async function configurationFor(
  deps: { config: RuntimeConfig; sequelize: Sequelize },
  user: AccountUser,
): Promise<Omit<Configuration, 'user'>> {
  // What a super user set for the company in the Super User Menu.
  const settings = await companySettingsStore.get(sequelizeSql(deps.sequelize), user.companyId);
  return {
    // The add-in switches to this base URL (spec 01 §4): the origin Word loads the task pane from.
    apiBaseUrl: `${deps.config.ADDIN_PUBLIC_URL}/api`,
    enablePerplexity: settings.enablePerplexity,
    errorReporting: errorReportingSettingFor(deps.config, settings.clientLogLevel),
    aiEngine: effectiveAiEngine(deps.config, settings.aiEngine),
  };
}
