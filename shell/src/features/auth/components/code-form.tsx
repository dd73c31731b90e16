// The 4-digit code step shared by e-mail verification and the operator sign-in: the boxes,
// Submit (disabled until every box holds a digit) and 'Resend code'.
import { useState, type ReactNode } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { Form, Formik } from 'formik';
import { normalizeError } from 'shared-auth';
import { verificationCodeSchema } from 'shared-contract';
import { useToast } from 'shared-ui';
import { isCodeComplete, VerificationCodeInput } from './verification-code-input';

type CodeValues = { code: string };

type CodeFormProps = {
  submitLabel: string;
  /** Throws the request error on failure; the form shows it and keeps the code. */
  onSubmitCode: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  resentMessage: string;
  /** Extra actions under the form (back, sign out). */
  secondaryActions?: ReactNode;
};

export function CodeForm({ submitLabel, onSubmitCode, onResend, resentMessage, secondaryActions }: CodeFormProps) {
  const toast = useToast();
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isResending, setIsResending] = useState(false);

  const resend = async () => {
    setIsResending(true);
    setFormError(null);
    try {
      await onResend();
      toast.success(resentMessage);
    } catch (error) {
      const problem = await normalizeError(error);
      if (problem.status !== 429) setFormError(problem.message);
    } finally {
      setIsResending(false);
    }
  };

  return (
    <Formik<CodeValues>
      initialValues={{ code: '' }}
      validationSchema={verificationCodeSchema}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={async ({ code }) => {
        setCodeError(null);
        setFormError(null);
        try {
          await onSubmitCode(code);
        } catch (error) {
          const problem = await normalizeError(error);
          if (problem.status === 429) return;
          const fieldMessage = problem.errors?.code;
          if (fieldMessage) setCodeError(fieldMessage);
          else setFormError(problem.message);
        }
      }}
    >
      {({ values, setFieldValue, isSubmitting }) => (
        <Form noValidate aria-label={submitLabel}>
          <Stack spacing={3}>
            {formError ? <Alert severity="error">{formError}</Alert> : null}
            <VerificationCodeInput
              value={values.code}
              onChange={(code) => {
                setCodeError(null);
                void setFieldValue('code', code);
              }}
              error={codeError}
              isDisabled={isSubmitting}
              autoFocus
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              loading={isSubmitting}
              disabled={!isCodeComplete(values.code) || Boolean(codeError)}
            >
              {submitLabel}
            </Button>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Button variant="text" onClick={resend} loading={isResending} disabled={isSubmitting}>
                Resend code
              </Button>
              {secondaryActions}
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
