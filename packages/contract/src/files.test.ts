import { describe, expect, it } from 'vitest';
import { FILE_POLICIES, acceptAttribute, sniffFileType } from './files.ts';

describe('file sniffing', () => {
  it('recognises the accepted kinds by their first bytes', () => {
    expect(sniffFileType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffFileType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffFileType(new TextEncoder().encode('GIF89a'))).toBe('gif');
    expect(sniffFileType(new TextEncoder().encode('%PDF-1.7'))).toBe('pdf');
  });
  it('does not trust a name: text (an SVG too) is only text, which only the M3 policy takes', () => {
    expect(sniffFileType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('text');
    for (const name of ['picture', 'document', 'evidence', 'spreadsheet'] as const) {
      expect(FILE_POLICIES[name].types as readonly string[]).not.toContain('text');
    }
    expect(FILE_POLICIES.m3.types).toEqual(['text']);
    expect(sniffFileType(new Uint8Array([0x35, 0x30, 0x30, 0x00, 0x7c]))).toBeUndefined();
    expect(sniffFileType(new Uint8Array([]))).toBeUndefined();
  });
  it('gives pickers a hint of the accepted types', () => {
    expect(acceptAttribute(FILE_POLICIES.picture)).toBe('image/jpeg,image/gif,image/png');
  });
});
