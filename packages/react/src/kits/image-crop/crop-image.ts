/** A crop rectangle in the image's own pixels (react-easy-crop's `croppedAreaPixels`). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The longest side of a cropped image (a profile photo, a logo): the server keeps images up to 2 MB, this stays far below. */
export const CROPPED_MAX_SIDE = 512;

/** The largest centred square of an image: the crop before the member moved it (or before it was measured). */
export const centredSquare = (width: number, height: number): PixelArea => {
  const side = Math.min(width, height);
  return { x: Math.round((width - side) / 2), y: Math.round((height - side) / 2), width: side, height: side };
};

/**
 * The part `area` of `file` (the centred square when none was measured yet) as a JPEG of at most
 * CROPPED_MAX_SIDE pixels a side, or null where the browser cannot decode or draw it (no
 * createImageBitmap or canvas: the caller uploads the file as chosen, and the server still checks its bytes).
 */
export async function cropImage(file: Blob, measured: PixelArea | null): Promise<Blob | null> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const area = measured ?? centredSquare(bitmap.width, bitmap.height);
    const scale = Math.min(1, CROPPED_MAX_SIDE / Math.max(area.width, area.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(area.width * scale));
    canvas.height = Math.max(1, Math.round(area.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.fillStyle = '#fff'; // transparent GIF/PNG pixels become white in a JPEG, not black
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  } catch {
    return null;
  }
}

/** `photo.png` → `photo.jpg` (the cropped image is a JPEG); a name that is only an extension becomes `fallback`.jpg. */
export const jpegName = (name: string, fallback = 'profile'): string => `${name.replace(/\.[^.]*$/, '') || fallback}.jpg`;
