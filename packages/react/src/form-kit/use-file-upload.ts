import { useState, type ChangeEvent } from 'react';
import { uploadAccept, uploadFile, validateUploadChoice, type StoredFile } from '@studyatlas/core';

/** What a file control accepts: the kinds UploadFile takes, core's one list (checked again from the bytes by the server). */
export const UPLOAD_ACCEPT = uploadAccept('file');

export interface FileUpload {
  uploading: boolean;
  /** UploadFile's refusal (type from the bytes, size, 'file already exist'), or null. */
  uploadError: string | null;
  setUploadError: (message: string | null) => void;
  /** The file input's change handler: uploads the chosen file at once and clears the input. */
  choose: (event: ChangeEvent<HTMLInputElement>) => Promise<void>;
}

/**
 * A file chosen in an <input type="file"> is uploaded at once through UploadFile (member §3, §5);
 * `onUploaded` gets the stored file's id and name, a refusal goes to `uploadError`.
 */
export function useFileUpload(onUploaded: (file: StoredFile) => void): FileUpload {
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!chosen) return;
    // A kind or size the server would refuse is said at once, in its words, without sending the file.
    const problem = validateUploadChoice('file', chosen);
    setUploadError(problem);
    if (problem) return;
    setUploading(true);
    const outcome = await uploadFile('file', chosen, chosen.name);
    setUploading(false);
    if (!outcome.ok) {
      setUploadError(outcome.message);
      return;
    }
    onUploaded(outcome.file);
  }

  return { uploading, uploadError, setUploadError, choose };
}
