// Company logo: pick a jpg/jpeg/png, crop a square, hand on a 512x512 PNG.
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormHelperText, Slider, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { LOGO_EXTENSIONS, LOGO_OUTPUT_SIZE_PX, UI_TEXT, UPLOAD_ERROR_SHOWN_MS, checkFile } from 'shared-contract';
import { CompanyAvatar } from '../avatars/avatars';
import { cropToPng } from './crop-image';

export const LOGO_SIZE_MIN = 10;
export const LOGO_SIZE_MAX = 3000;
export const LOGO_SIZE_DEFAULT = 100;

/** Keeps the preview size within 10-3000 px (001 section 9). */
export function clampLogoSize(size: number | undefined): number {
  if (size === undefined || !Number.isFinite(size)) return LOGO_SIZE_DEFAULT;
  return Math.min(LOGO_SIZE_MAX, Math.max(LOGO_SIZE_MIN, Math.round(size)));
}

export type LogoUploaderProps = {
  /** Current logo URL. */
  value?: string | null;
  /** Company name for the initials fallback. */
  name?: string | null;
  /** Receives the cropped 512x512 PNG, or null when the logo is removed. */
  onChange: (logo: Blob | null) => void;
  size?: number;
  disabled?: boolean;
};

export function LogoUploader({ value, name, onChange, size, disabled }: LogoUploaderProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [source, setSource] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const pixelSize = clampLogoSize(size);

  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  // A refused file's message goes after 3 s, as on every uploader (000 section 5).
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), UPLOAD_ERROR_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const closeCropper = () => {
    setSource(null);
    setZoom(1);
    setCrop({ x: 0, y: 0 });
    setArea(null);
  };

  const save = async () => {
    if (!source || !area) return;
    setIsSaving(true);
    try {
      const blob = await cropToPng(source, area, LOGO_OUTPUT_SIZE_PX);
      setPreview(URL.createObjectURL(blob));
      onChange(blob);
      closeCropper();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setIsSaving(false);
    }
  };

  const shown = preview ?? value ?? null;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      {/* A fresh preview is a blob: URL that must not get a cache-busting parameter. */}
      {preview ? (
        <Box component="img" src={preview} alt={name ? `${name} logo` : 'Logo'} sx={{ width: pixelSize, height: pixelSize, borderRadius: 1, objectFit: 'cover' }} />
      ) : (
        <CompanyAvatar name={name} src={shown} size={pixelSize} />
      )}
      <Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" size="small" disabled={disabled} onClick={() => inputRef.current?.click()}>
            {shown ? 'Change logo' : 'Upload logo'}
          </Button>
          {shown ? (
            <Button
              size="small"
              color="inherit"
              disabled={disabled}
              onClick={() => {
                setPreview(null);
                onChange(null);
              }}
            >
              Remove
            </Button>
          ) : null}
        </Box>
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
          {`${LOGO_EXTENSIONS.map((e) => `.${e}`).join(', ')}`}
        </Typography>
        {error ? (
          <FormHelperText error role="alert">
            {error}
          </FormHelperText>
        ) : null}
        <input
          ref={inputRef}
          type="file"
          hidden
          accept={LOGO_EXTENSIONS.map((e) => `.${e}`).join(',')}
          data-testid="logo-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            const problem = checkFile(file, { extensions: LOGO_EXTENSIONS });
            setError(problem);
            if (!problem) setSource(URL.createObjectURL(file));
          }}
        />
      </Box>
      <Dialog open={Boolean(source)} onClose={closeCropper} maxWidth="sm" fullWidth>
        <DialogTitle>Crop logo</DialogTitle>
        <DialogContent>
          <Box sx={{ position: 'relative', height: 320, bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden' }}>
            {source ? (
              <Cropper
                image={source}
                crop={crop}
                zoom={zoom}
                aspect={1}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_area, pixels) => setArea(pixels)}
              />
            ) : null}
          </Box>
          <Box sx={{ px: 1, pt: 2 }}>
            <Typography variant="caption" id="logo-zoom-label">
              Zoom
            </Typography>
            <Slider value={zoom} min={1} max={3} step={0.05} aria-labelledby="logo-zoom-label" onChange={(_e, v) => setZoom(v as number)} />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={closeCropper}>
            {UI_TEXT.cancel}
          </Button>
          <Button variant="contained" disabled={!area || isSaving} onClick={save}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
