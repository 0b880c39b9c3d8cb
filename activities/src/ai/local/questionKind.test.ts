import { describe, expect, it } from 'vitest';
import { questionKind } from './matrixExtraction';

describe('questionKind', () => {
  it('asks for a date when the column is a date, even if the question mentions a party', () => {
    const query =
      'On what date does this agreement become effective? If the effective date is defined by an event (for example signature by the last party), state the event.';
    expect(questionKind(query, 'Effective Date')).toBe('date');
    expect(questionKind(query)).toBe('date');
  });

  it('reads parties, governing law, durations, amounts and yes/no questions', () => {
    expect(questionKind('Who are the parties to this agreement?', 'Parties')).toBe('parties');
    expect(questionKind('Which law governs this agreement?', 'Governing law')).toBe('governingLaw');
    expect(questionKind('How long does the agreement last?', 'Term')).toBe('duration');
    expect(questionKind('What fees are payable?', 'Payment terms')).toBe('amount');
    expect(questionKind('Can either party assign the agreement?', 'Assignment')).toBe('yesNo');
    expect(questionKind('Describe the exclusivity granted.', 'Exclusivity')).toBe('text');
    expect(questionKind('On what grounds may a party terminate this agreement for cause?', 'Termination for Cause')).toBe('text');
  });
});
