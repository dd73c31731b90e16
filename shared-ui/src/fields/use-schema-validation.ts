// Formik validation from a shared-contract yup schema plus the server's 422 field messages. A
// server message stays on its field until that field's value changes (a blur alone keeps it).
// Field names may be paths (`emails[1]`, `address.city`): errors are nested the way Formik reads them.
import { useCallback, useRef } from 'react';
import { getIn, setIn, type FormikErrors, type FormikHelpers, type FormikTouched } from 'formik';
import { collectErrors, type yup } from 'shared-contract';

type ServerFieldError = { message: string; value: unknown };

/** The part of shared-auth's normalizeError result a form needs. */
export type FormProblem = { status: number; message: string; errors?: Record<string, string> };

const toPath = (field: string) => field.replace(/\.(\d+)(?=\.|$)/g, '[$1]');
const rootOf = (field: string) => field.split(/[.[]/)[0];

export function useSchemaValidation<V extends object>(schema: yup.AnyObjectSchema) {
  const serverErrors = useRef<Record<string, ServerFieldError>>({});

  const validate = useCallback(
    async (values: V): Promise<FormikErrors<V>> => {
      let errors: FormikErrors<V> = {};
      for (const [field, messages] of Object.entries((await collectErrors(schema, values)) ?? {})) errors = setIn(errors, field, messages[0]);
      for (const [field, server] of Object.entries(serverErrors.current)) {
        if (!getIn(errors, field) && getIn(values, field) === server.value) errors = setIn(errors, field, server.message);
      }
      return errors;
    },
    [schema],
  );

  /**
   * Puts the server's per-field messages on their fields; returns the text to show elsewhere (a
   * toast): the message of a failure that is not about a field, or messages of unknown fields.
   */
  const showProblem = useCallback((problem: FormProblem, values: V, helpers: Pick<FormikHelpers<V>, 'setErrors' | 'setTouched'>): string | null => {
    const placed: Record<string, ServerFieldError> = {};
    const unplaced: string[] = [];
    for (const [rawField, message] of Object.entries(problem.errors ?? {})) {
      const field = toPath(rawField);
      if (rootOf(field) in values) placed[field] = { message, value: getIn(values, field) };
      else unplaced.push(message);
    }
    serverErrors.current = placed;
    const fields = Object.keys(placed);
    if (fields.length) {
      let touched: FormikTouched<V> = {};
      for (const key of Object.keys(values)) touched = setIn(touched, key, true);
      for (const field of fields) touched = setIn(touched, field, true);
      void helpers.setTouched(touched, false);
      let errors: FormikErrors<V> = {};
      for (const field of fields) errors = setIn(errors, field, placed[field].message);
      helpers.setErrors(errors);
    }
    if (unplaced.length) return unplaced.join(' ');
    return fields.length ? null : problem.message;
  }, []);

  /** Forgets the server's messages (e.g. when the form is reset). */
  const clearServerErrors = useCallback(() => {
    serverErrors.current = {};
  }, []);

  return { validate, showProblem, clearServerErrors };
}
