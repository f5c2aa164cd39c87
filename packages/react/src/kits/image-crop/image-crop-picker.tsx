import { Suspense, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { lazyWithWords } from '../../i18n/lazy-with-words.js';
import type { Area } from 'react-easy-crop';
import { PROFILE_IMAGE_EXTENSIONS, validateProfileImageFile } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { Dialog } from '../../ui/dialog/dialog.js';
import { Loader } from '../../ui/loader/loader.js';
import { cx } from '../../ui/internal/class-names.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { cropImage, jpegName } from './crop-image.js';
import { imageCropCss } from './image-crop.css.js';

// The crop library (about 8 KB gzip) loads when an image is picked, not with the screen.

/** The images an upload takes (UploadImage's and the logo's rule: jpg, jpeg, bmp, png, gif). */
const IMAGE_ACCEPT = PROFILE_IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');
const CropArea = lazyWithWords(() => import('./crop-area.js'), 'CropArea');

/** The picker's words (the catalogue's: the profile photo's or the logo's). */
export interface ImageCropLabels {
  alt: string;
  choose: string;
  cropTitle: string;
  cropHint: string;
  cropArea: string;
  cropZoom: string;
  cropSave: string;
  cropCancel: string;
}

export interface ImageCropPickerProps {
  /** The address of the current image. */
  image: string;
  labels: ImageCropLabels;
  /** 'round' (a face) or 'rect' (a logo). */
  shape: 'round' | 'rect';
  /** The file control's accept list (default: the member photo's extensions, ".jpg,.jpeg,.bmp,.png,.gif"). */
  accept?: string;
  /** The rule's message for a chosen file name, or undefined when it may be cropped (default: the member photo's rule). */
  checkChoice?: (fileName: string | undefined) => string | undefined;
  /** Sends the cropped image (or the file as chosen where the browser cannot crop); the server's refusal, or null. */
  upload: (image: Blob, fileName: string) => Promise<string | null>;
  /** Named after the chosen file, or this when it has no name (`.png`). */
  fallbackName: string;
  /** Disabled: the image is shown, nothing may be chosen (a read-only role). */
  disabled?: boolean;
}

/**
 * An image with a crop before upload (member §2's profile photo, the workspace's logo): choosing a
 * file checks its name with the rule, a dialog crops it square with react-easy-crop (drag or arrow keys
 * to move, the zoom slider or the wheel to zoom), the crop is uploaded (the server checks the bytes)
 * and shown. A refusal shows under the file control.
 */
export function ImageCropPicker({ image, labels: t, shape, accept = IMAGE_ACCEPT, checkChoice = validateProfileImageFile, upload, fallbackName, disabled }: ImageCropPickerProps) {
  useStylesheet('image-crop', imageCropCss);
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState(image);
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => setShown(image), [image]);
  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen.url)), [chosen]);
  useEffect(() => () => void (shown.startsWith('blob:') && URL.revokeObjectURL(shown)), [shown]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0] ?? null;
    const problem = checkChoice(file?.name);
    setError(problem ?? null);
    if (problem || !file) return;
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setChosen({ file, url: URL.createObjectURL(file) });
  }

  function close() {
    setChosen(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  async function save() {
    if (!chosen) return;
    setBusy(true);
    const cropped = await cropImage(chosen.file, area);
    const refusal = await upload(cropped ?? chosen.file, cropped ? jpegName(chosen.file.name, fallbackName) : chosen.file.name);
    setBusy(false);
    setError(refusal);
    if (!refusal) setShown(URL.createObjectURL(cropped ?? chosen.file));
    close();
  }

  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className="sa-root sa-crop-picker">
      <img className={cx('sa-crop-image', `sa-crop-image--${shape}`)} src={shown} alt={t.alt} width={120} height={120} />
      {!disabled && (
        <div className="sa-crop-pick">
          <label className="sa-label" htmlFor={inputId}>
            {t.choose}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className="sa-crop-input"
            type="file"
            accept={accept}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            onChange={choose}
          />
          {error && (
            <p id={errorId} className="sa-field-error" role="alert" part="field-error">
              {error}
            </p>
          )}
        </div>
      )}
      <Dialog
        open={chosen !== null}
        onClose={close}
        title={t.cropTitle}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t.cropCancel}
            </Button>
            <Button busy={busy} onClick={() => void save()}>
              {t.cropSave}
            </Button>
          </>
        }
      >
        {chosen && (
          <>
            <p id={hintId} className="sa-crop-hint">
              {t.cropHint}
            </p>
            <div className="sa-crop-area">
              <Suspense fallback={<Loader active />}>
                <CropArea
                  image={chosen.url}
                  crop={crop}
                  zoom={zoom}
                  label={t.cropArea}
                  describedBy={hintId}
                  shape={shape}
                  onCropChange={setCrop}
                  onZoomChange={setZoom}
                  onArea={setArea}
                />
              </Suspense>
            </div>
            <label className="sa-crop-zoom">
              <span className="sa-label">{t.cropZoom}</span>
              <input type="range" min={1} max={3} step={0.05} value={zoom} onChange={(event) => setZoom(Number(event.currentTarget.value))} />
            </label>
          </>
        )}
      </Dialog>
    </div>
  );
}
