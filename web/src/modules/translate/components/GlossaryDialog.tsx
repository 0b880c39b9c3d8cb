import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  GLOSSARY_TEXTS,
  TRANSLATE_TAB_TEXTS,
  TRANSLATION_SOURCE_OPTIONS,
  TRANSLATION_TARGET_OPTIONS,
  formatGlossaryLines,
  isTranslationSourceLanguage,
  isTranslationTargetLanguage,
  parseGlossaryLines,
  translationLanguageLabel,
  type TranslationGlossary,
  type TranslationSourceLanguage,
  type TranslationTargetLanguage,
} from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { Dialog } from '../../ui/components/Dialog';
import { controlStyles } from '../../ui/components/Field';
import { fetchGlossaries, saveGlossary } from '../api/glossaries';
import { theme } from '../../../theme/theme';

/**
 * The selectors' languages a glossary takes: a known source (not auto detection) and spec 02's languages (Nynorsk,
 * which only Apertium translates, has no glossary).
 */
const SOURCES = TRANSLATION_SOURCE_OPTIONS.filter((code) => isTranslationSourceLanguage(code));
const TARGETS = TRANSLATION_TARGET_OPTIONS.filter((code) => isTranslationTargetLanguage(code));

export interface GlossaryDialogProps {
  open: boolean;
  onClose(): void;
}

/** The company glossary editor of the Translate tab (super users): one language pair at a time, one term a line. */
export function GlossaryDialog({ open, onClose }: GlossaryDialogProps) {
  const [glossaries, setGlossaries] = useState<TranslationGlossary[]>([]);
  const [sourceLanguage, setSourceLanguage] = useState<TranslationSourceLanguage>(SOURCES[0]!);
  const [targetLanguage, setTargetLanguage] = useState<TranslationTargetLanguage>(TARGETS[0]!);
  const [lines, setLines] = useState('');
  const [status, setStatus] = useState<{ error: boolean; messages: string[] } | null>(null);

  useEffect(() => {
    if (!open) return;
    void fetchGlossaries().then((loaded) => setGlossaries(loaded ?? []));
  }, [open]);

  useEffect(() => {
    const glossary = glossaries.find((candidate) => candidate.sourceLanguage === sourceLanguage && candidate.targetLanguage === targetLanguage);
    setLines(formatGlossaryLines(glossary?.entries ?? []));
  }, [glossaries, sourceLanguage, targetLanguage]);

  function choosePair(pair: { sourceLanguage?: TranslationSourceLanguage; targetLanguage?: TranslationTargetLanguage }) {
    if (pair.sourceLanguage) setSourceLanguage(pair.sourceLanguage);
    if (pair.targetLanguage) setTargetLanguage(pair.targetLanguage);
    setStatus(null);
  }

  async function save() {
    const parsed = parseGlossaryLines(lines);
    if (!parsed.ok) return setStatus({ error: true, messages: parsed.errors });
    const glossary: TranslationGlossary = { sourceLanguage, targetLanguage, entries: parsed.entries };
    const saved = await saveGlossary(glossary);
    if (!saved.ok) return setStatus({ error: true, messages: [GLOSSARY_TEXTS.failed, ...saved.errors] });
    setGlossaries((current) => [...current.filter((candidate) => candidate.sourceLanguage !== sourceLanguage || candidate.targetLanguage !== targetLanguage), glossary]);
    setStatus({ error: false, messages: [GLOSSARY_TEXTS.saved(parsed.entries.length)] });
  }

  return (
    <Dialog open={open} title={GLOSSARY_TEXTS.heading} description={GLOSSARY_TEXTS.help} closeLabel={GLOSSARY_TEXTS.close} onClose={onClose}>
      <StyledForm
        data-testid="glossary-editor"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <StyledPair>
          <label>
            <span>{TRANSLATE_TAB_TEXTS.sourceLanguage}</span>
            <select value={sourceLanguage} data-testid="glossary-source-language" onChange={(event) => choosePair({ sourceLanguage: event.target.value as TranslationSourceLanguage })}>
              {SOURCES.map((code) => (
                <option key={code} value={code}>
                  {translationLanguageLabel(code)}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{TRANSLATE_TAB_TEXTS.targetLanguage}</span>
            <select value={targetLanguage} data-testid="glossary-target-language" onChange={(event) => choosePair({ targetLanguage: event.target.value as TranslationTargetLanguage })}>
              {TARGETS.map((code) => (
                <option key={code} value={code}>
                  {translationLanguageLabel(code)}
                </option>
              ))}
            </select>
          </label>
        </StyledPair>
        <StyledTerms rows={10} value={lines} aria-label={GLOSSARY_TEXTS.heading} data-testid="glossary-terms" onChange={(event) => setLines(event.target.value)} />
        {status && (
          <StyledStatus role={status.error ? 'alert' : 'status'} $error={status.error} data-testid="glossary-status">
            {status.messages.join(' ')}
          </StyledStatus>
        )}
        <Button type="submit" $variant="primary" data-testid="glossary-save">
          {GLOSSARY_TEXTS.save}
        </Button>
      </StyledForm>
    </Dialog>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
`;

const StyledPair = styled.div`
  display: flex;
  gap: ${theme.space(3)};

  label {
    display: flex;
    flex-direction: column;
    gap: ${theme.space(1)};
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.small};
  }

  select {
    ${controlStyles}
    min-height: ${theme.sizes.controlHeight};
  }
`;

const StyledTerms = styled.textarea`
  ${controlStyles}
  padding: ${theme.space(2)};
  resize: vertical;
`;

const StyledStatus = styled.p<{ $error: boolean }>`
  margin: 0;
  color: ${({ $error }) => ($error ? theme.colors.danger : theme.colors.muted)};
`;
