import Cropper, { type Area } from 'react-easy-crop';

export interface CropAreaProps {
  image: string;
  crop: { x: number; y: number };
  zoom: number;
  label: string;
  describedBy: string;
  /** 'round' for a face (the profile photo), 'rect' for a logo. */
  shape: 'round' | 'rect';
  onCropChange: (crop: { x: number; y: number }) => void;
  onZoomChange: (zoom: number) => void;
  onArea: (area: Area) => void;
}

/**
 * A square-aspect crop, round (the profile photo) or square (a logo) (react-easy-crop: drag, arrow
 * keys, wheel and pinch). Its own module so the crop library loads only when an image is picked.
 */
export function CropArea({ image, crop, zoom, label, describedBy, shape, onCropChange, onZoomChange, onArea }: CropAreaProps) {
  return (
    <Cropper
      image={image}
      crop={crop}
      zoom={zoom}
      aspect={1}
      cropShape={shape}
      showGrid={false}
      disableAutomaticStylesInjection
      onCropChange={onCropChange}
      onZoomChange={onZoomChange}
      onCropComplete={(_, pixels) => onArea(pixels)}
      cropperProps={{ 'aria-label': label, 'aria-describedby': describedBy }}
    />
  );
}
