import { describe, expect, it } from 'vitest';
import { isInScope, UNRESTRICTED_SCOPE, type DataScope } from './data-scope.ts';

const scope: DataScope = { clientes: [1, 2], proveedores: 'all', aduanas: ['24'], patentes: 'all' };

describe('isInScope', () => {
  it('lets an unrestricted scope see everything, unassigned records too', () => {
    expect(isInScope(UNRESTRICTED_SCOPE, { clienteId: 99, proveedorId: 7, aduana: '47', patente: '3210' })).toBe(true);
    expect(isInScope(UNRESTRICTED_SCOPE, { clienteId: null })).toBe(true);
  });

  it('allows only the assigned values of a restricted key', () => {
    expect(isInScope(scope, { clienteId: 1 })).toBe(true);
    expect(isInScope(scope, { clienteId: 3 })).toBe(false);
    expect(isInScope(scope, { aduana: '24' })).toBe(true);
    expect(isInScope(scope, { aduana: '47' })).toBe(false);
  });

  it('needs every restricted key the record carries to match', () => {
    expect(isInScope(scope, { clienteId: 2, aduana: '24', proveedorId: 5 })).toBe(true);
    expect(isInScope(scope, { clienteId: 2, aduana: '47' })).toBe(false);
  });

  it('refuses a record without a value for a restricted key, but ignores keys the record does not have', () => {
    expect(isInScope(scope, { clienteId: null })).toBe(false);
    expect(isInScope(scope, { proveedorId: 5 })).toBe(true);
  });

  it('lets an empty assignment see nothing of that key', () => {
    const none: DataScope = { ...UNRESTRICTED_SCOPE, clientes: [] };
    expect(isInScope(none, { clienteId: 1 })).toBe(false);
    expect(isInScope(none, { proveedorId: 1 })).toBe(true);
  });
});
