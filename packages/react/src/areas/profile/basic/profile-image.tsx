import { lazy, Suspense, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { Area } from 'react-easy-crop';
import { basicLabels as t, getClient, messages, PROFILE_IMAGE_EXTENSIONS, showPopup, uploadFile, validateProfileImageFile } from '@studyatlas/core';
import { Button } from '../../../ui/button/button.js';
import { Dialog } from '../../../ui/dialog/dialog.js';
import { Loader } from '../../../ui/loader/loader.js';
import { useStylesheet } from '../../../styles/use-stylesheet.js';
import { basicCss } from './basic.css.js';
import { cropImage, jpegName } from './crop-image.js';

// The crop library (about 8 KB gzip) loads when a member picks a photo, not with the profile.
const CropArea = lazy(async () => ({ default: (await import('./crop-area.js')).CropArea }));

export interface ProfileImageProps {
  /** The signed address of the member's current image (BasicDetailLoad's pflImage). */
  image: string;
  /** After an upload, with the stored file's id. */
  onUploaded?: (fileId: number) => void;
}

const ACCEPT = PROFILE_IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * The profile image (member §2 "Basic details include a profile image crop dialog", §5 "Profile
 * image"): choosing a file checks its extension ('Only (jpg, jpeg, bmp, png, gif) file(s) are allowed
 * to upload.', 'Please upload image file!'), then a dialog crops it square with react-easy-crop
 * (drag or arrow keys to move, the zoom slider or the wheel to zoom); the crop is uploaded
 * (UploadImage, which checks the bytes) and shown.
 */
export function ProfileImage({ image, onUploaded }: ProfileImageProps) {
  useStylesheet('profile-basic', basicCss);
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState(() => `${getClient().baseUrl}${image}`);
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => setShown(`${getClient().baseUrl}${image}`), [image]);
  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen.url)), [chosen]);
  useEffect(() => () => void (shown.startsWith('blob:') && URL.revokeObjectURL(shown)), [shown]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0] ?? null;
    const problem = validateProfileImageFile(file?.name);
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
    const outcome = await uploadFile('image', cropped ?? chosen.file, cropped ? jpegName(chosen.file.name) : chosen.file.name);
    setBusy(false);
    if (!outcome.ok) {
      setError(outcome.message);
      close();
      return;
    }
    setShown(URL.createObjectURL(cropped ?? chosen.file));
    showPopup(messages.titleSuccess, t.photoSaved);
    onUploaded?.(outcome.file.fileId);
    close();
  }

  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className="sa-root sa-basic-photo">
      <img className="sa-basic-photo-image" src={shown} alt={t.photoAlt} width={120} height={120} />
      <div className="sa-basic-photo-pick">
        <label className="sa-label" htmlFor={inputId}>
          {t.photoChoose}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="sa-basic-photo-input"
          type="file"
          accept={ACCEPT}
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
      <Dialog
        open={chosen !== null}
        onClose={close}
        title={t.cropTitle}
        className="sa-basic-crop-dialog"
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
            <p id={hintId} className="sa-basic-crop-hint">
              {t.cropHint}
            </p>
            <div className="sa-basic-crop-area">
              <Suspense fallback={<Loader active />}>
                <CropArea
                  image={chosen.url}
                  crop={crop}
                  zoom={zoom}
                  label={t.cropArea}
                  describedBy={hintId}
                  onCropChange={setCrop}
                  onZoomChange={setZoom}
                  onArea={setArea}
                />
              </Suspense>
            </div>
            <label className="sa-basic-crop-zoom">
              <span className="sa-label">{t.cropZoom}</span>
              <input type="range" min={1} max={3} step={0.05} value={zoom} onChange={(event) => setZoom(Number(event.currentTarget.value))} />
            </label>
          </>
        )}
      </Dialog>
    </div>
  );
}
