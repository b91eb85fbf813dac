/** The camera failures of spec point 5, each with its own message and way forward. */
export const CAMERA_ERRORS = ['permissionDenied', 'noCamera', 'insecureContext', 'inUse', 'unsuitable', 'unsupported'] as const;
export type CameraError = (typeof CAMERA_ERRORS)[number];

/** What stops the camera before asking for it: no stream API, or a page not served over HTTPS. */
export function cameraPrecondition(env: { isSecureContext: boolean; mediaDevices?: { getUserMedia?: unknown } }): CameraError | null {
  if (!env.isSecureContext) return 'insecureContext';
  if (typeof env.mediaDevices?.getUserMedia !== 'function') return 'unsupported';
  return null;
}

/** Maps a getUserMedia rejection (a DOMException by name) to one of the six cases. */
export function cameraErrorOf(error: unknown): CameraError {
  const name =
    error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? (error as { name: string }).name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
      return 'permissionDenied';
    case 'SecurityError':
      return 'insecureContext';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return 'noCamera';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'inUse';
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'unsuitable';
    case 'TypeError':
      return 'unsupported';
    default:
      return 'inUse';
  }
}
