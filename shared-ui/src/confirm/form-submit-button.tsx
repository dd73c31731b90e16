// The submit button of every Formik form: busy while submitting, and disabled while an error is
// shown next to a field (a touched field), as the sign-in and sign-up forms do (000 section 5).
import { Button, type ButtonProps } from '@mui/material';
import { FormikContext, type FormikErrors, type FormikTouched } from 'formik';
import { useContext } from 'react';

const hasError = (error: unknown): boolean =>
  typeof error === 'string' ? error.length > 0 : Boolean(error) && typeof error === 'object' && Object.values(error as object).some(hasError);

/**
 * True when a field shows its error: the error's field (or a list or group holding it) is touched.
 * Errors and touched may be nested (`emails[1]`, `address.city`), as Formik keeps them.
 */
export function hasVisibleErrors(errors: FormikErrors<unknown> | unknown, touched: FormikTouched<unknown> | unknown): boolean {
  if (touched === true) return hasError(errors);
  if (typeof errors === 'string') return errors.length > 0 && Boolean(touched);
  if (!errors || typeof errors !== 'object' || !touched || typeof touched !== 'object') return false;
  const touchedFields = touched as Record<string, unknown>;
  return Object.entries(errors as Record<string, unknown>).some(([field, error]) => hasVisibleErrors(error, touchedFields[field]));
}

export type FormSubmitButtonProps = Omit<ButtonProps, 'type'>;

/** Outside a Formik form it is a plain submit button. */
export function FormSubmitButton({ disabled, loading, variant = 'contained', children, ...rest }: FormSubmitButtonProps) {
  const formik = useContext(FormikContext);
  const isShowingErrors = formik ? hasVisibleErrors(formik.errors, formik.touched) : false;
  return (
    <Button type="submit" variant={variant} loading={loading ?? formik?.isSubmitting} disabled={Boolean(disabled) || isShowingErrors} {...rest}>
      {children}
    </Button>
  );
}
