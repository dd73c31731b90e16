// A TextField bound to Formik: the field's error shows once it has been touched (blurred) or submitted.
import { TextField, type TextFieldProps } from '@mui/material';
import { useField } from 'formik';

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error'> & { name: string };

export function FormTextField({ name, helperText, onBlur, onChange, ...props }: FormTextFieldProps) {
  const [field, meta] = useField(name);
  const hasError = Boolean(meta.touched && meta.error);
  return (
    <TextField
      {...props}
      name={name}
      value={field.value ?? ''}
      onChange={(event) => {
        field.onChange(event);
        onChange?.(event as never);
      }}
      onBlur={(event) => {
        field.onBlur(event);
        onBlur?.(event as never);
      }}
      error={hasError}
      helperText={hasError ? meta.error : helperText}
    />
  );
}
