// Cuts the chosen square out of an image and scales it to a PNG of the given size (512 px for logos).
import type { Area } from 'react-easy-crop';
import { LOGO_OUTPUT_SIZE_PX } from 'shared-contract';

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read.'));
    image.src = src;
  });
}

export async function cropToPng(src: string, area: Area, outputSize = LOGO_OUTPUT_SIZE_PX): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = outputSize;
  canvas.height = outputSize;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, outputSize, outputSize);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be exported.'))), 'image/png'),
  );
}
