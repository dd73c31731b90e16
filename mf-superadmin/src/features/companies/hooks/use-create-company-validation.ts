// Formik validation for the create-account form: createCompanySchema on every change, plus the server's
// 422 messages, each kept on its field until that field's value changes (a blur alone must not drop it).
import { useCallback, useRef } from 'react';
import type { FormikErrors } from 'formik';
import { collectErrors, createCompanySchema } from 'shared-contract';
import type { CreateCompanyValues } from '../types/create-company';

type ServerFieldError = { message: string; value: unknown };

export function useCreateCompanyValidation() {
  const serverErrors = useRef<Record<string, ServerFieldError>>({});

  const validate = useCallback(async (values: CreateCompanyValues): Promise<FormikErrors<CreateCompanyValues>> => {
    const errors: Record<string, string> = {};
    for (const [field, messages] of Object.entries((await collectErrors(createCompanySchema, values)) ?? {})) errors[field] = messages[0];
    for (const [field, serverError] of Object.entries(serverErrors.current)) {
      if (!errors[field] && values[field as keyof CreateCompanyValues] === serverError.value) errors[field] = serverError.message;
    }
    return errors;
  }, []);

  /** Keeps the 422 messages of known fields; returns the messages that belong to no field. */
  const keepServerErrors = useCallback((errors: Record<string, string>, values: CreateCompanyValues): string[] => {
    const placed: Record<string, ServerFieldError> = {};
    const unplaced: string[] = [];
    for (const [field, message] of Object.entries(errors)) {
      if (field in values) placed[field] = { message, value: values[field as keyof CreateCompanyValues] };
      else unplaced.push(message);
    }
    serverErrors.current = placed;
    return unplaced;
  }, []);

  return { validate, keepServerErrors };
}
