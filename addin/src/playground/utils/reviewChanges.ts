import type { OfficeApi } from '../../host/office/wordApi';

/**
 * Word's Review tab, Accept / Reject > All Changes, for the playground: resolves every pending tracked change of the
 * document (any author's) through Office.js, as a lawyer does in Word before asking the pane to redline a passage that
 * held another author's changes ("Accept or reject them in Word, then propose the redline again."). Returns how many
 * changes there were. Resolved from the last to the first, so a change's place is not moved by one resolved before it.
 */
export function resolveAllChanges(office: OfficeApi, action: 'accept' | 'reject'): Promise<number> {
  return office.Word.run(async (context) => {
    const changes = context.document.body.getTrackedChanges();
    changes.load('items');
    await context.sync();
    const items = [...changes.items].reverse();
    for (const change of items) {
      if (action === 'accept') change.accept();
      else change.reject();
    }
    await context.sync();
    return items.length;
  });
}
