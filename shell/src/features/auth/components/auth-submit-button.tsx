// The submit button of every auth form: busy while submitting, disabled while a shown field has an error.
import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import { useFormikContext } from 'formik';
import { hasVisibleErrors } from 'shared-ui';

export function AuthSubmitButton({ children }: { children: ReactNode }) {
  const { isSubmitting, errors, touched } = useFormikContext();
  return (
    <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting} disabled={hasVisibleErrors(errors, touched)}>
      {children}
    </Button>
  );
}
