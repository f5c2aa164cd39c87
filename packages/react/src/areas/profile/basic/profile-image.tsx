import { basicLabels as t, getClient, messages, showPopup, uploadFile } from '@studyatlas/core';
import { ImageCropPicker } from '../../../kits/image-crop/image-crop-picker.js';

export interface ProfileImageProps {
  /** The signed address of the member's current image (BasicDetailLoad's pflImage). */
  image: string;
  /** After an upload, with the stored file's id. */
  onUploaded?: (fileId: number) => void;
}

/** The crop kit's words for the member photo, read when shown. */
const labels = () => ({ alt: t.photoAlt, choose: t.photoChoose, cropTitle: t.cropTitle, cropHint: t.cropHint, cropArea: t.cropArea, cropZoom: t.cropZoom, cropSave: t.cropSave, cropCancel: t.cropCancel });

/**
 * The profile image (member §2 "Basic details include a profile image crop dialog", §5 "Profile
 * image"): choosing a file checks its extension ('Only (jpg, jpeg, bmp, png, gif) file(s) are allowed
 * to upload.', 'Please upload image file!'), then the image crop kit crops it round and uploads it
 * (UploadImage, which checks the bytes).
 */
export function ProfileImage({ image, onUploaded }: ProfileImageProps) {
  async function upload(file: Blob, fileName: string): Promise<string | null> {
    const outcome = await uploadFile('image', file, fileName);
    if (!outcome.ok) return outcome.message;
    showPopup(messages.titleSuccess, t.photoSaved);
    onUploaded?.(outcome.file.fileId);
    return null;
  }
  return (
    <ImageCropPicker image={`${getClient().baseUrl}${image}`} labels={labels()} shape="round" upload={upload} fallbackName="profile" />
  );
}
