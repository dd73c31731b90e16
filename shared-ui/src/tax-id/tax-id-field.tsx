// Tax ID / EIN input with the ##-####### mask (001 section 5): digits only, the dash is inserted.
import { TextField, type TextFieldProps } from '@mui/material';
import { useField } from 'formik';
import { TAX_ID_MASK, formatTaxId } from 'shared-contract';

export type TaxIdInputProps = Omit<TextFieldProps, 'value' | 'onChange'> & { value: string; onChange: (value: string) => void };

export function TaxIdInput({ value, onChange, slotProps, ...props }: TaxIdInputProps) {
  return (
    <TextField
      {...props}
      value={value}
      placeholder={props.placeholder ?? TAX_ID_MASK}
      onChange={(event) => onChange(formatTaxId(event.target.value))}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'numeric', maxLength: TAX_ID_MASK.length, ...(slotProps?.htmlInput as object) } }}
    />
  );
}

export type FormTaxIdFieldProps = Omit<TaxIdInputProps, 'value' | 'onChange' | 'name'> & { name: string };

/** TaxIdInput bound to Formik; the error shows once the field is touched. */
export function FormTaxIdField({ name, helperText, ...props }: FormTaxIdFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const hasError = Boolean(meta.touched && meta.error);
  return (
    <TaxIdInput
      {...props}
      name={name}
      value={field.value ?? ''}
      onChange={(next) => void helpers.setValue(next)}
      onBlur={field.onBlur}
      error={hasError}
      helperText={hasError ? meta.error : helperText}
    />
  );
}
