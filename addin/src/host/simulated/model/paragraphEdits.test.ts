import { describe, expect, it } from 'vitest';
import { trackedChangesIn } from './ranges';
import { SimulatedDocument } from './SimulatedDocument';

const at = (minute: number) => new Date(Date.UTC(2024, 0, 1, 9, minute));

describe('typing with Track changes on (issue 29 finding 8)', () => {
  it('makes a run of typing one tracked insertion, and a run of deleting one tracked deletion, as Word does', () => {
    let minute = 0;
    const paragraph = SimulatedDocument.newParagraph([{ text: 'Notice.' }]);
    const document = new SimulatedDocument({ blocks: [paragraph], creationDate: at(0), url: '', changeTrackingMode: 'TrackAll', now: () => at(minute++) });
    for (const typed of ['Notice. I', 'Notice. In', 'Notice. In w', 'Notice. In wr']) document.typeText(paragraph, typed);
    for (const typed of ['Notic. In wr', 'Noti. In wr', 'Not. In wr']) document.typeText(paragraph, typed);
    expect(trackedChangesIn([paragraph]).map((change) => `${change.revision.type}:${change.text}`)).toEqual(['deletion:ice', 'insertion: In wr']);
  });

  it("keeps another author's insertion apart", () => {
    const paragraph = SimulatedDocument.newParagraph([{ text: 'A', revision: { type: 'insertion', author: 'Counsel', date: at(0) } }]);
    const document = new SimulatedDocument({ blocks: [paragraph], creationDate: at(0), url: '', changeTrackingMode: 'TrackAll' });
    document.typeText(paragraph, 'AB');
    expect(trackedChangesIn([paragraph]).map((change) => `${change.revision.author}:${change.text}`)).toEqual(['Counsel:A', 'Playground user:B']);
  });
});
