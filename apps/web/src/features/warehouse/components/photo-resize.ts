import { PHOTO_MAX_SIDE_PX } from '@portal/contract/features/previos';

/** The size that fits `width`×`height` inside `max` on its long side, never enlarged. */
export function fitInside(width: number, height: number, max = PHOTO_MAX_SIDE_PX): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * Shrinks a photo on the phone before it is sent (long side ≤ 2048 px, JPEG): a 12-megapixel picture of
 * 4-6 MB leaves as some 400-800 kB, which matters on a warehouse's mobile network. EXIF orientation is
 * applied by the decoder; the canvas keeps no metadata. The server resizes and strips again regardless.
 */
export async function resizePhoto(source: Blob, name = 'foto.jpg'): Promise<File> {
  const bitmap = await createImageBitmap(source, { imageOrientation: 'from-image' });
  const size = fitInside(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas unavailable');
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  if (!blob) throw new Error('encoding failed');
  return new File([blob], name.replace(/\.[^.]*$/, '') + '.jpg', { type: 'image/jpeg' });
}
