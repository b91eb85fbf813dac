import { describe, expect, it } from 'vitest';
import { termPieces, uncommonPieces } from './selective-contains.ts';

const sample = (texts: string[]) => ({ values: texts.map((text) => ({ text, share: 1 / texts.length })) });

describe('the words of a term', () => {
  it('keeps each word with the spaces the term puts around it', () => {
    expect(termPieces('perno serie 42')).toEqual(['perno ', ' serie ', ' 42']);
    expect(termPieces('bp-0004217')).toEqual([]);
    expect(termPieces('a  b')).toEqual(['a ', ' b']);
  });

  it('sends only the uncommon words to the index, and only when they narrow the table', () => {
    const texts = Array.from({ length: 100 }, (_, i) => `${i % 5 === 0 ? 'perno' : 'tornillo'} serie ${i * 7}`);
    expect(uncommonPieces(sample(texts), 'perno serie 42')).toEqual([' 42', 'perno ']);
    // Every word common: nothing to leave out.
    expect(uncommonPieces(sample(texts), 'tornillo serie')).toBeUndefined();
    // One uncommon word in a fifth of the rows: not narrow enough to be worth the recheck.
    expect(uncommonPieces(sample(texts), 'perno serie')).toBeUndefined();
    expect(uncommonPieces({ values: [] }, 'perno serie 42')).toBeUndefined();
  });

  it('takes the rare three-letter runs of a code whose common run ("000") would make the index read every row', () => {
    const texts = Array.from({ length: 100 }, (_, i) => `bp-000${String((i * 7919) % 100000).padStart(5, '0')} tornillo`);
    const pieces = uncommonPieces(sample(texts), 'bp-0004217');
    expect(pieces?.length).toBeGreaterThan(0);
    expect(pieces!.length).toBeLessThanOrEqual(3);
    expect(pieces!.every((piece) => piece.length === 3 && 'bp-0004217'.includes(piece) && !piece.includes('000'))).toBe(true);
    // Nothing common in the term: the plain condition.
    expect(uncommonPieces(sample(texts), 'xyz-4217')).toBeUndefined();
  });
});
