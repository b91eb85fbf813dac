import { describe, expect, it } from 'vitest';
import { cleanFileName } from './files.ts';

describe('stored file names', () => {
  it('drop paths, control characters and bidirectional overrides', () => {
    expect(cleanFileName('C:\\Users\\x\\factura.pdf')).toBe('factura.pdf');
    expect(cleanFileName('factura\u202Efdp.exe')).toBe('facturafdp.exe');
    expect(cleanFileName('a\u2066b\u2069c\u200F.pdf')).toBe('abc.pdf');
    expect(cleanFileName('nul\u0000l.pdf')).toBe('null.pdf');
    expect(cleanFileName('\u202E')).toBe('file');
    expect(cleanFileName('Pedimento ñandú.pdf')).toBe('Pedimento ñandú.pdf');
  });
});
