import { describe, expect, it } from 'vitest';
import { cameraErrorOf, cameraPrecondition } from './camera-errors.ts';
import { fitInside } from './photo-resize.ts';

describe('camera errors', () => {
  it('tells each of the six cases apart', () => {
    const named = (name: string) => Object.assign(new Error(name), { name });
    expect(cameraErrorOf(named('NotAllowedError'))).toBe('permissionDenied');
    expect(cameraErrorOf(named('NotFoundError'))).toBe('noCamera');
    expect(cameraErrorOf(named('SecurityError'))).toBe('insecureContext');
    expect(cameraErrorOf(named('NotReadableError'))).toBe('inUse');
    expect(cameraErrorOf(named('OverconstrainedError'))).toBe('unsuitable');
    expect(cameraErrorOf(named('TypeError'))).toBe('unsupported');
    expect(cameraPrecondition({ isSecureContext: false, mediaDevices: { getUserMedia: () => null } })).toBe('insecureContext');
    expect(cameraPrecondition({ isSecureContext: true })).toBe('unsupported');
    expect(cameraPrecondition({ isSecureContext: true, mediaDevices: { getUserMedia: () => null } })).toBeNull();
  });

  it('fits a photo inside 2048 px without enlarging it', () => {
    expect(fitInside(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(fitInside(3024, 4032)).toEqual({ width: 1536, height: 2048 });
    expect(fitInside(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
