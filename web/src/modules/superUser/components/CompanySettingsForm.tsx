import styled from 'styled-components';
import { AI_ENGINES, CLIENT_LOG_LEVELS, SUPER_USER_TEXTS, type AiEngine, type ClientLogLevel, type CompanySettingsUpdate } from '@arcline/shared';
import { Field, SelectControl } from '../../ui/components/Field';
import { Spinner } from '../../ui/components/Spinner';
import { useSuperUserSettings } from '../hooks/useSuperUserSettings';
import { MenuSection } from './MenuSection';
import { theme } from '../../../theme/theme';

const TEXTS = SUPER_USER_TEXTS;
const DEFAULT_ENGINE = '';

/**
 * The company settings regular users cannot change (README "Super User Menu"): the AI engine (only those the server
 * has configured are offered), enablePerplexity, the error-reporting log level, and the user's workflows in Temporal.
 * Each change is saved at once.
 */
export function CompanySettingsForm() {
  const { query, mutation } = useSuperUserSettings();
  const save = (update: CompanySettingsUpdate) => mutation.mutate(update);
  const data = query.data;
  return (
    <MenuSection $spaced aria-labelledby="company-settings-title" data-testid="company-settings">
      <h3 id="company-settings-title">{TEXTS.settingsTitle}</h3>
      <p>{TEXTS.settingsDescription}</p>
      {query.isPending && <Spinner />}
      {query.isError && <p role="alert">{TEXTS.settingsLoadFailed}</p>}
      {data && (
        <StyledFields>
          <Field label={TEXTS.settingsAiEngine}>
            {({ id }) => (
              <SelectControl
                id={id}
                value={data.settings.aiEngine ?? DEFAULT_ENGINE}
                disabled={mutation.isPending}
                onChange={(event) => save({ aiEngine: event.target.value === DEFAULT_ENGINE ? null : (event.target.value as AiEngine) })}
              >
                <option value={DEFAULT_ENGINE}>{TEXTS.settingsAiEngineDefault(TEXTS.settingsAiEngineNames[data.defaultEngine])}</option>
                {AI_ENGINES.filter((engine) => data.availableEngines.includes(engine)).map((engine) => (
                  <option key={engine} value={engine}>
                    {TEXTS.settingsAiEngineNames[engine]}
                  </option>
                ))}
              </SelectControl>
            )}
          </Field>
          <Field label={TEXTS.settingsClientLogLevel}>
            {({ id }) => (
              <SelectControl
                id={id}
                value={data.settings.clientLogLevel}
                disabled={mutation.isPending}
                onChange={(event) => save({ clientLogLevel: event.target.value as ClientLogLevel })}
              >
                {CLIENT_LOG_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {TEXTS.settingsClientLogLevels[level]}
                  </option>
                ))}
              </SelectControl>
            )}
          </Field>
          <StyledCheckbox>
            <input
              type="checkbox"
              checked={data.settings.enablePerplexity}
              disabled={mutation.isPending}
              onChange={(event) => save({ enablePerplexity: event.target.checked })}
            />
            {TEXTS.settingsEnablePerplexity}
          </StyledCheckbox>
          <a href={data.temporalWorkflowsUrl} target="_blank" rel="noreferrer">
            {TEXTS.temporalLink}
          </a>
          <StyledOutcome role="status" $error={mutation.isError}>
            {mutation.isSuccess && TEXTS.settingsSaved}
            {mutation.isError && `${TEXTS.settingsSaveFailed} ${mutation.error.message}`}
          </StyledOutcome>
        </StyledFields>
      )}
    </MenuSection>
  );
}


const StyledFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  max-width: 28rem;
`;

const StyledCheckbox = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  font-size: ${theme.fontSizes.small};
`;

const StyledOutcome = styled.span<{ $error: boolean }>`
  min-height: 1.2em;
  font-size: ${theme.fontSizes.small};
  color: ${({ $error }) => ($error ? theme.colors.danger : theme.colors.muted)};
`;
