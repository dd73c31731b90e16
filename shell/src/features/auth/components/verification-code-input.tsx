// The 4-box verification code input (000 section 5): one digit per box, focus moves on after a
// digit and back on Backspace, a pasted code fills every box. Used by e-mail verification and
// the operator sign-in.
import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Box, FormHelperText, InputBase, Typography } from '@mui/material';
import { VERIFICATION_CODE_LENGTH } from 'shared-contract';

type VerificationCodeInputProps = {
  /** The digits by position; an empty box is a space (trailing spaces may be left out). */
  value: string;
  onChange: (value: string) => void;
  label?: string;
  length?: number;
  isDisabled?: boolean;
  error?: string | null;
  autoFocus?: boolean;
};

export function isCodeComplete(value: string, length = VERIFICATION_CODE_LENGTH): boolean {
  return new RegExp(`^\\d{${length}}$`).test(value);
}

function toDigits(value: string, length: number): string[] {
  return Array.from({ length }, (_, index) => (/\d/.test(value[index] ?? '') ? value[index] : ''));
}

function fromDigits(digits: string[]): string {
  return digits.map((digit) => digit || ' ').join('').trimEnd();
}

export function VerificationCodeInput({
  value,
  onChange,
  label = 'Verification code',
  length = VERIFICATION_CODE_LENGTH,
  isDisabled = false,
  error = null,
  autoFocus = false,
}: VerificationCodeInputProps) {
  const labelId = useId();
  const errorId = useId();
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const digits = toDigits(value, length);

  const focusBox = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(length - 1, index))];
    input?.focus();
    input?.select();
  };

  // Writes digits from `start` on (typing, autofill of a whole code, paste) and moves focus past them.
  const fill = (start: number, typed: string) => {
    const incoming = typed.replace(/\D/g, '').slice(0, length - start);
    if (!incoming) return;
    const next = [...digits];
    incoming.split('').forEach((digit, offset) => {
      next[start + offset] = digit;
    });
    onChange(fromDigits(next));
    focusBox(start + incoming.length);
  };

  const clear = (index: number) => {
    const next = [...digits];
    next[index] = '';
    onChange(fromDigits(next));
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (digits[index]) {
        clear(index);
      } else if (index > 0) {
        clear(index - 1);
        focusBox(index - 1);
      }
    } else if (event.key === 'Delete') {
      event.preventDefault();
      clear(index);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    event.preventDefault();
    if (!pasted) return;
    // A whole code fills every box whichever box it was pasted into.
    fill(pasted.length >= length ? 0 : index, pasted);
  };

  return (
    <Box>
      <Typography id={labelId} component="p" variant="body2" sx={{ mb: 1, fontWeight: 500 }}>
        {label}
      </Typography>
      <Box
        role="group"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        sx={{ display: 'flex', gap: 1.5 }}
      >
        {digits.map((digit, index) => (
          <InputBase
            key={index}
            inputRef={(element: HTMLInputElement | null) => {
              inputs.current[index] = element;
            }}
            value={digit}
            disabled={isDisabled}
            autoFocus={autoFocus && index === 0}
            error={Boolean(error)}
            onChange={(event) => {
              const typed = event.target.value.replace(/\D/g, '');
              // A whole code (autofill of a one-time code) fills every box; otherwise the box may
              // already hold a digit and the newest one is what the user typed.
              if (typed.length >= length) fill(0, typed);
              else if (typed) fill(index, typed.slice(-1));
            }}
            onKeyDown={handleKeyDown(index)}
            onPaste={handlePaste(index)}
            onFocus={(event) => event.target.select()}
            inputProps={{
              'aria-label': `Digit ${index + 1} of ${length}`,
              inputMode: 'numeric',
              pattern: '[0-9]*',
              autoComplete: index === 0 ? 'one-time-code' : 'off',
              'aria-invalid': Boolean(error) || undefined,
            }}
            sx={{
              width: 56,
              height: 64,
              border: 1,
              borderColor: error ? 'error.main' : 'divider',
              borderRadius: 1,
              fontSize: 28,
              fontWeight: 600,
              bgcolor: 'background.paper',
              '&.Mui-focused': { borderColor: 'primary.main', boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}` },
              '& input': { textAlign: 'center', p: 0 },
            }}
          />
        ))}
      </Box>
      {error ? (
        <FormHelperText id={errorId} error role="alert">
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
