import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MATRIX_TEXTS, PLAYBOOK_LIMITS, PLAYBOOK_TEXTS, type Playbook } from '@arcline/shared';
import { PlaybookSelect } from './PlaybookSelect';

const playbooks = [{ id: 'p-1', name: 'Commercial agreements', version: 1, topics: [], actingFor: 'customer' }] as unknown as Playbook[];
const noop = () => undefined;
const escaped = (text: string) => text.replace(/'/g, '&#x27;');

describe('the playbook dialogs\' choice (issue 31, 31d)', () => {
  it('has an optional "Acting for" field with Word\'s label and placeholder, showing the value the dialog holds', () => {
    const html = renderToString(<PlaybookSelect playbooks={playbooks} value="p-1" onChange={noop} actingFor="Recipient" onActingForChange={noop} />);
    expect(html).toContain(`${PLAYBOOK_TEXTS.actingFor}<`);
    expect(html).toContain(MATRIX_TEXTS.optional);
    expect(html).toContain(`placeholder="${escaped(PLAYBOOK_TEXTS.actingForPlaceholder)}"`);
    expect(html).toContain(`maxLength="${PLAYBOOK_LIMITS.actingForMaxChars}"`);
    expect(html).toContain('value="Recipient"');
  });
});
