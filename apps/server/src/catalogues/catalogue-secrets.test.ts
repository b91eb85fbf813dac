import { describe, expect, it } from 'vitest';
import { defineCatalogue } from '@portal/contract';
import { SecretBox, sealSecrets } from './catalogue-secrets.ts';

describe('SecretBox', () => {
  const box = new SecretBox('a-test-key-of-enough-length-0123456789');

  it('opens what it sealed, and seals the same text differently each time', () => {
    const a = box.seal('usuario: admin / clave: Ñandú#2026');
    const b = box.seal('usuario: admin / clave: Ñandú#2026');
    expect(a).not.toBe(b);
    expect(a).not.toContain('admin');
    expect(box.open(a)).toBe('usuario: admin / clave: Ñandú#2026');
  });

  it('refuses a changed ciphertext and another key', () => {
    const sealed = box.seal('secreto');
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([v, iv, tag, flipped.toString('base64')].join('.'))).toThrow();
    expect(() => new SecretBox('another-key-of-enough-length-987654321').open(sealed)).toThrow();
    expect(() => box.open('plain text')).toThrow();
  });
});

describe('sealSecrets', () => {
  const definition = defineCatalogue({
    name: 'x',
    apiPath: '/api/X',
    idField: 'xId',
    resource: 'Software',
    table: 'x',
    displayField: 'nombre',
    fields: { nombre: { kind: 'text' }, clave: { kind: 'secret' } },
    listColumns: ['nombre'],
    routes: { list: '/x', edit: '/x/:xId' },
  });
  const box = new SecretBox('a-test-key-of-enough-length-0123456789');

  it('seals given secrets, keeps absent ones absent and null as a clearing null', () => {
    const sealed = sealSecrets(definition, { nombre: 'a', clave: 'abc' }, box);
    expect(box.open(sealed.clave as string)).toBe('abc');
    expect(sealed.nombre).toBe('a');
    expect('clave' in sealSecrets(definition, { nombre: 'a', clave: undefined }, box)).toBe(false);
    expect(sealSecrets(definition, { clave: null }, box).clave).toBeNull();
  });
});
