import { describe, expect, it } from 'vitest';
import { documentIdOf } from './documentId';

const saved = { creationDate: '2025-03-01T09:30:00.000Z', url: 'https://contoso.sharepoint.com/Shared/Lease.docx' };

describe('documentIdOf', () => {
  it('is a stable SHA-256 of the creation time and the URL', () => {
    const id = documentIdOf(saved);
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(documentIdOf({ ...saved })).toBe(id);
  });

  it('gives a "Save As" copy (same creation time, new URL) a new id, and so another creation time', () => {
    const id = documentIdOf(saved);
    expect(documentIdOf({ ...saved, url: 'https://contoso.sharepoint.com/Shared/Lease (copy).docx' })).not.toBe(id);
    expect(documentIdOf({ ...saved, creationDate: '2025-03-02T09:30:00.000Z' })).not.toBe(id);
  });

  it('gives a never-saved document without a creation date a random id', () => {
    expect(documentIdOf({ creationDate: null, url: '' }, () => 'random-1')).toBe('random-1');
  });
});
