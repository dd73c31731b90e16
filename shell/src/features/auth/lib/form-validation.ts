// Formik validation driven by the shared-contract yup schemas, plus the server's 422 field
// messages. A server message stays on its field until the user changes that field's value, so
// re-validating on blur does not silently drop it while the value it was about is still there.
import { useCallback, useRef } from 'react';
import type { FormikErrors, FormikHelpers, FormikTouched } from 'formik';
import { collectErrors, type yup } from 'shared-contract';

type ServerFieldError = { message: string; value: unknown };

export type FormValues = Record<string, unknown>;

/** The part of shared-auth's normalizeError result the forms use. */
export type RequestProblem = { status: number; message: string; errors?: Record<string, string> };

type Options = {
  /** Fields that are part of the request but have no input (a token from the link). */
  hiddenFields?: readonly string[];
};

const NO_HIDDEN_FIELDS: readonly string[] = [];

export function useSchemaValidation<V extends FormValues>(schema: yup.AnyObjectSchema, { hiddenFields = NO_HIDDEN_FIELDS }: Options = {}) {
  const serverErrors = useRef<Record<string, ServerFieldError>>({});

  const validate = useCallback(
    async (values: V): Promise<FormikErrors<V>> => {
      const found = (await collectErrors(schema, values)) ?? {};
      const errors: Record<string, string> = {};
      for (const [field, messages] of Object.entries(found)) errors[field] = messages[0];
      for (const [field, serverError] of Object.entries(serverErrors.current)) {
        if (!errors[field] && values[field] === serverError.value) errors[field] = serverError.message;
      }
      return errors as FormikErrors<V>;
    },
    [schema],
  );

  /**
   * Puts the server's per-field messages next to their fields and returns the text to show above
   * the form: the message of a failure that is not about a field, or field messages the form has
   * no input for. Returns null when everything was placed on a field.
   */
  const showProblem = useCallback(
    (problem: RequestProblem, values: V, helpers: Pick<FormikHelpers<V>, 'setErrors' | 'setTouched'>): string | null => {
      const fieldErrors = problem.errors ?? {};
      const placed: Record<string, ServerFieldError> = {};
      const unplaced: string[] = [];
      for (const [field, message] of Object.entries(fieldErrors)) {
        if (field in values && !hiddenFields.includes(field)) placed[field] = { message, value: values[field] };
        else unplaced.push(message);
      }
      serverErrors.current = placed;
      const placedFields = Object.keys(placed);
      if (placedFields.length) {
        const touched = Object.fromEntries(Object.keys(values).map((field) => [field, true])) as FormikTouched<V>;
        // setTouched would re-run validation; the server messages are set right after it.
        void helpers.setTouched(touched, false);
        helpers.setErrors(Object.fromEntries(placedFields.map((field) => [field, placed[field].message])) as FormikErrors<V>);
      }
      if (unplaced.length) return unplaced.join(' ');
      return placedFields.length ? null : problem.message;
    },
    [hiddenFields],
  );

  return { validate, showProblem };
}

// Submit is disabled while an error is shown next to a field: shared-ui's hasVisibleErrors (every form).
