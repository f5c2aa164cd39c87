import Cropper, { type Area } from 'react-easy-crop';

export interface CropAreaProps {
  image: string;
  crop: { x: number; y: number };
  zoom: number;
  label: string;
  describedBy: string;
  onCropChange: (crop: { x: number; y: number }) => void;
  onZoomChange: (zoom: number) => void;
  onArea: (area: Area) => void;
}

/**
 * The round, square-aspect crop of the profile photo (react-easy-crop: drag, arrow keys, wheel and
 * pinch). Its own module so the crop library loads only when a member picks a photo.
 */
export function CropArea({ image, crop, zoom, label, describedBy, onCropChange, onZoomChange, onArea }: CropAreaProps) {
  return (
    <Cropper
      image={image}
      crop={crop}
      zoom={zoom}
      aspect={1}
      cropShape="round"
      showGrid={false}
      disableAutomaticStylesInjection
      onCropChange={onCropChange}
      onZoomChange={onZoomChange}
      onCropComplete={(_, pixels) => onArea(pixels)}
      cropperProps={{ 'aria-label': label, 'aria-describedby': describedBy }}
    />
  );
}
