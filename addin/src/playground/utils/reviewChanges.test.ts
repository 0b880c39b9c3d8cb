import { describe, expect, it } from 'vitest';
import { createSimulatedOffice } from '../../host/simulated/createSimulatedOffice';
import { openTestDocument } from '../../host/simulated/testing/openTestDocument';
import type { OfficeApi } from '../../host/office/wordApi';
import { resolveAllChanges } from './reviewChanges';

const reviewedText = (office: OfficeApi, version: 'Original' | 'Current') =>
  office.Word.run(async (context) => {
    const text = context.document.body.getReviewedText(version);
    await context.sync();
    return text.value;
  });

const pendingChanges = (office: OfficeApi) =>
  office.Word.run(async (context) => {
    const changes = context.document.body.getTrackedChanges();
    changes.load('items');
    await context.sync();
    return changes.items.length;
  });

// The playground's Review buttons (issue qa): a user told "Accept or reject them in Word" can do so in the playground.
describe('resolveAllChanges (the playground ribbon\'s Accept all / Reject all changes)', () => {
  it('accepts every tracked change of delins.docx: the document then reads as its Current text, with none pending', async () => {
    const office = createSimulatedOffice(await openTestDocument('delins.docx'));
    const current = await reviewedText(office, 'Current');
    expect(await pendingChanges(office)).toBeGreaterThan(0);
    expect(await resolveAllChanges(office, 'accept')).toBeGreaterThan(0);
    expect(await pendingChanges(office)).toBe(0);
    expect(await reviewedText(office, 'Original')).toBe(current);
    expect(await reviewedText(office, 'Current')).toBe(current);
  });

  it('rejects every tracked change: the document then reads as its Original text', async () => {
    const office = createSimulatedOffice(await openTestDocument('delins.docx'));
    const original = await reviewedText(office, 'Original');
    await resolveAllChanges(office, 'reject');
    expect(await pendingChanges(office)).toBe(0);
    // Compared without empty paragraphs: the simulator's Original text keeps the 12 paragraphs delins.docx inserted with
    // tracking as empty ones, which rejecting removes (noted in the qa report; that reading is the simulator's).
    const words = (text: string) => text.replace(/\r+/g, '\r');
    expect(words(await reviewedText(office, 'Current'))).toBe(words(original));
  });

  it('does nothing on a document without tracked changes', async () => {
    const office = createSimulatedOffice(await openTestDocument('tables.docx'));
    const before = await reviewedText(office, 'Current');
    expect(await resolveAllChanges(office, 'accept')).toBe(0);
    expect(await reviewedText(office, 'Current')).toBe(before);
  });
});
