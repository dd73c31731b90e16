// The profile photo: jpg/png up to 10 MB, checked here and on the server; the new URL carries a
// time stamp so every avatar shows the new picture at once.
import { useRef, useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { normalizeError } from 'shared-auth';
import { PHOTO_EXTENSIONS, UPLOAD_ERROR_SHOWN_MS, UPLOAD_MAX_BYTES, checkFile, uploadSizeMessage, type Profile } from 'shared-contract';
import { UserAvatar, useToast } from 'shared-ui';
import { uploadPhoto } from '../api/profile';

const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' } as const;

export function ProfilePhoto({ profile, onUploaded }: { profile: Profile; onUploaded: () => Promise<void> }) {
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);

  const showError = (message: string) => {
    setError(message);
    setTimeout(() => setError(null), UPLOAD_ERROR_SHOWN_MS);
  };

  const choose = async (file: File | undefined) => {
    // Choosing the same file again after a refusal must fire a new change.
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = file.size > UPLOAD_MAX_BYTES ? uploadSizeMessage() : checkFile(file, { extensions: PHOTO_EXTENSIONS });
    if (problem) return showError(problem);
    setIsUploading(true);
    try {
      const { message } = await uploadPhoto(file);
      toast.success(message);
      await onUploaded();
    } catch (e) {
      const failure = await normalizeError(e);
      showError(failure.errors?.photo ?? failure.message);
    } finally {
      setIsUploading(false);
    }
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <UserAvatar firstName={profile.first_name} lastName={profile.last_name} src={profile.photo} size={96} />
      <Stack spacing={0.5}>
        <Typography component="h2" variant="h3">
          {profile.full_name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {profile.role.show_name}
          {profile.company ? ` at ${profile.company.name}` : ''}
        </Typography>
        <div>
          <input ref={input} type="file" style={VISUALLY_HIDDEN} tabIndex={-1} accept=".jpg,.jpeg,.png,image/jpeg,image/png" aria-label="Photo file" onChange={(e) => void choose(e.target.files?.[0])} />
          <Button size="small" startIcon={<PhotoCameraOutlined />} onClick={() => input.current?.click()} loading={isUploading}>
            Upload photo
          </Button>
        </div>
        {error ? (
          <Typography variant="caption" color="error" role="alert">
            {error}
          </Typography>
        ) : null}
      </Stack>
    </Stack>
  );
}
