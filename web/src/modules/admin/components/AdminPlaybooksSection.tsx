import { useState } from 'react';
import styled from 'styled-components';
import {
  ADMIN_TEXTS,
  PLAYBOOK_TEXTS,
  PLAYBOOK_TOPIC_KEYS,
  type Playbook,
  type PlaybookInput,
  type PlaybookTopic,
  type PlaybookTopicKey,
} from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { Field, SelectControl, TextareaControl } from '../../ui/components/Field';
import { TextField } from '../../ui/components/TextField';
import { toastStore } from '../../toast/utils/toastStore';
import { adminApi } from '../api/adminApiClient';
import { useAdminQuery } from '../hooks/useAdminQuery';
import { useAdminChange } from '../hooks/useAdminChange';
import { adminQueryKeys } from '../utils/adminQueryKeys';
import { formatTime } from '../utils/formatTime';
import { AdminSection } from './AdminSection';
import { AdminListTable } from './AdminListTable';
import { AdminConfirmDialog, type AdminConfirmation } from './AdminConfirmDialog';
import { PlaybookRuleEditor } from './PlaybookRuleEditor';
import { theme } from '../../../theme/theme';

const TEXTS = PLAYBOOK_TEXTS.admin;

/** A topic as the form edits it: lists one item per line, the rule as JSON text (edited as a form, PlaybookRuleEditor). */
interface TopicDraft {
  id: string;
  key: PlaybookTopicKey;
  title: string;
  standardPosition: string;
  standardWording: string;
  fallbacks: string;
  unacceptable: string;
  rule: string;
  absentIsStandard: boolean;
}

interface Draft {
  /** The playbook changed, or null for a new one. */
  playbook: Playbook | null;
  name: string;
  /** The party the firm usually acts for (a role or a party's name); blank is none. */
  actingFor: string;
  topics: TopicDraft[];
}

const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);

const toDraft = (topic: PlaybookTopic): TopicDraft => ({
  ...topic,
  fallbacks: topic.fallbacks.join('\n'),
  unacceptable: topic.unacceptable.join('\n'),
  rule: topic.rule ? JSON.stringify(topic.rule) : '',
  absentIsStandard: topic.absentIsStandard ?? false,
});

const emptyTopic = (index: number): TopicDraft => ({
  id: `topic-${index + 1}`,
  key: 'governingLaw',
  title: '',
  standardPosition: '',
  standardWording: '',
  fallbacks: '',
  unacceptable: '',
  rule: '',
  absentIsStandard: false,
});

/** The draft as the API takes it; null (and a toast) when a rule is not JSON. The server validates the rest. */
function toInput(draft: Draft): PlaybookInput | null {
  const topics: PlaybookTopic[] = [];
  for (const topic of draft.topics) {
    let rule: PlaybookTopic['rule'];
    try {
      rule = topic.rule.trim() ? (JSON.parse(topic.rule) as PlaybookTopic['rule']) : undefined;
    } catch {
      toastStore.toast({ title: ADMIN_TEXTS.changeFailed, description: `${topic.title || topic.id}: ${TEXTS.ruleNotJson}`, variant: 'error' });
      return null;
    }
    topics.push({
      id: topic.id,
      key: topic.key,
      title: topic.title,
      standardPosition: topic.standardPosition,
      standardWording: topic.standardWording,
      fallbacks: lines(topic.fallbacks),
      unacceptable: lines(topic.unacceptable),
      ...(rule ? { rule } : {}),
      ...(topic.absentIsStandard ? { absentIsStandard: true } : {}),
    });
  }
  const actingFor = draft.actingFor.trim();
  return { name: draft.name, topics, ...(actingFor ? { actingFor } : {}) };
}

/**
 * The company's playbooks (docs/playbooks.md): each change is saved as a new version (and is in the audit log); a
 * change made from a version someone else has changed since is refused.
 */
export function AdminPlaybooksSection() {
  const playbooks = useAdminQuery(adminQueryKeys.playbooks(), adminApi.listPlaybooks);
  const { busy, run } = useAdminChange();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [confirmation, setConfirmation] = useState<AdminConfirmation | null>(null);

  const save = async () => {
    if (!draft) return;
    const input = toInput(draft);
    if (!input) return;
    const saved = await run(
      () => (draft.playbook ? adminApi.updatePlaybook(draft.playbook.id, { ...input, baseVersion: draft.playbook.version }) : adminApi.createPlaybook(input)),
      ADMIN_TEXTS.changeFailed,
    );
    if (saved) setDraft(null);
  };

  return (
    <AdminSection title={TEXTS.tab} status={playbooks.status}>
      {!draft && (
        <div>
          <Button type="button" onClick={() => setDraft({ playbook: null, name: '', actingFor: '', topics: [emptyTopic(0)] })}>
            {TEXTS.newPlaybook}
          </Button>
        </div>
      )}
      {draft?.playbook && <PlaybookVersions playbook={draft.playbook} onOpen={(version) => setDraft({ ...draft, name: version.name, actingFor: version.actingFor ?? '', topics: version.topics.map(toDraft) })} />}
      {draft && <PlaybookEditor draft={draft} onChange={setDraft} onSave={() => void save()} onCancel={() => setDraft(null)} busy={busy} />}
      <AdminListTable
        rows={playbooks.data}
        columns={[
          {
            header: TEXTS.name,
            cell: (playbook) => (
              <StyledLink type="button" onClick={() => setDraft({ playbook, name: playbook.name, actingFor: playbook.actingFor ?? '', topics: playbook.topics.map(toDraft) })}>
                {playbook.name}
              </StyledLink>
            ),
          },
          { header: TEXTS.version, cell: (playbook) => playbook.version },
          { header: TEXTS.topics, cell: (playbook) => playbook.topics.length },
          { header: TEXTS.updated, cell: (playbook) => (playbook.updatedAt ? formatTime(playbook.updatedAt) : '') },
        ]}
        action={{
          label: ADMIN_TEXTS.delete,
          run: (playbook) =>
            setConfirmation({
              title: TEXTS.confirmDeleteTitle,
              description: TEXTS.confirmDelete(playbook.name),
              confirmLabel: ADMIN_TEXTS.delete,
              confirm: () => void run(() => adminApi.deletePlaybook(playbook.id), ADMIN_TEXTS.changeFailed),
            }),
        }}
        busy={busy}
      />
      <AdminConfirmDialog confirmation={confirmation} busy={busy} onCancel={() => setConfirmation(null)} />
    </AdminSection>
  );
}

/**
 * A playbook's versions, newest first, each openable in the editor: saving an older version's content makes it the
 * current one again, as a new version.
 */
function PlaybookVersions({ playbook, onOpen }: { playbook: Playbook; onOpen(version: Playbook): void }) {
  const versions = useAdminQuery(adminQueryKeys.playbookVersions(playbook.id), () => adminApi.listPlaybookVersions(playbook.id));
  const open = async (version: number) => {
    const result = await adminApi.getPlaybookVersion(playbook.id, version);
    if (result.ok) onOpen(result.data);
    else toastStore.toast({ title: ADMIN_TEXTS.loadFailed, variant: 'error' });
  };
  return (
    <StyledVersions aria-label={TEXTS.versions} data-testid="playbook-versions">
      <strong>{TEXTS.versions}</strong>
      {versions.data?.map((version) => (
        <StyledRow key={version.version}>
          <span>{TEXTS.versionLine(version.version, formatTime(version.createdAt), version.createdByEmail)}</span>
          <Button type="button" $variant="ghost" onClick={() => void open(version.version)}>
            {TEXTS.loadVersion}
          </Button>
        </StyledRow>
      ))}
    </StyledVersions>
  );
}

function PlaybookEditor({ draft, onChange, onSave, onCancel, busy }: { draft: Draft; onChange(draft: Draft): void; onSave(): void; onCancel(): void; busy: boolean }) {
  const setTopic = (index: number, patch: Partial<TopicDraft>) => onChange({ ...draft, topics: draft.topics.map((topic, at) => (at === index ? { ...topic, ...patch } : topic)) });
  const area = (index: number, label: string, field: 'standardPosition' | 'standardWording' | 'fallbacks' | 'unacceptable') => (
    <Field label={label}>
      {({ id }) => <TextareaControl id={id} rows={3} value={draft.topics[index]![field]} onChange={(event) => setTopic(index, { [field]: event.target.value })} />}
    </Field>
  );
  return (
    <StyledEditor
      aria-label={TEXTS.tab}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <TextField label={TEXTS.name} value={draft.name} onValueChange={(name) => onChange({ ...draft, name })} />
      <TextField label={TEXTS.actingFor} value={draft.actingFor} onValueChange={(actingFor) => onChange({ ...draft, actingFor })} />
      {draft.topics.map((topic, index) => (
        <StyledTopic key={index} aria-label={topic.title || topic.id}>
          <StyledRow>
            <TextField label={TEXTS.topicId} value={topic.id} onValueChange={(id) => setTopic(index, { id })} />
            <Field label={TEXTS.topicKey}>
              {({ id }) => (
                <SelectControl id={id} value={topic.key} onChange={(event) => setTopic(index, { key: event.target.value as PlaybookTopicKey })}>
                  {PLAYBOOK_TOPIC_KEYS.map((key) => (
                    <option key={key} value={key}>
                      {key}
                    </option>
                  ))}
                </SelectControl>
              )}
            </Field>
            <TextField label={TEXTS.topicTitle} value={topic.title} onValueChange={(title) => setTopic(index, { title })} />
          </StyledRow>
          {area(index, TEXTS.standardPosition, 'standardPosition')}
          {area(index, TEXTS.standardWording, 'standardWording')}
          {area(index, TEXTS.fallbacks, 'fallbacks')}
          {area(index, TEXTS.unacceptable, 'unacceptable')}
          <PlaybookRuleEditor value={topic.rule} onChange={(rule) => setTopic(index, { rule })} />
          <StyledRow>
            <label>
              <input type="checkbox" checked={topic.absentIsStandard} onChange={(event) => setTopic(index, { absentIsStandard: event.target.checked })} /> {TEXTS.absentIsStandard}
            </label>
            <Button type="button" $variant="ghost" onClick={() => onChange({ ...draft, topics: draft.topics.filter((_, at) => at !== index) })}>
              {TEXTS.removeTopic}
            </Button>
          </StyledRow>
        </StyledTopic>
      ))}
      <StyledRow>
        <Button type="button" $variant="secondary" onClick={() => onChange({ ...draft, topics: [...draft.topics, emptyTopic(draft.topics.length)] })}>
          {TEXTS.addTopic}
        </Button>
        <Button type="submit" disabled={busy || !draft.name.trim()}>
          {TEXTS.save}
        </Button>
        <Button type="button" $variant="ghost" onClick={onCancel}>
          {TEXTS.cancel}
        </Button>
      </StyledRow>
    </StyledEditor>
  );
}

const StyledEditor = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
`;

const StyledTopic = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  padding: ${theme.space(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(2)};
`;

const StyledVersions = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
`;

const StyledLink = styled.button`
  padding: 0;
  border: none;
  background: transparent;
  color: ${theme.colors.primary};
  font: inherit;
  text-align: left;
  cursor: pointer;
`;
