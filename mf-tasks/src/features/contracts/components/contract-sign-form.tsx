// The signer's part of TaskSign (issue 16): their fields on the document, the consent to sign
// electronically (the server's consent_text, checked), the signature typed (prefilled with their name)
// or drawn, initials derived from the typed name or typed or drawn on their own when the signer has
// initials fields, and Sign, which signs every field of theirs (POST contracts/:id/sign; the server's
// messages land on their fields). Decline asks for a reason, then asks once more: it ends the round.
import { useState } from 'react';
import { Box, Button, Checkbox, Dialog, DialogContent, DialogContentText, DialogTitle, FormControlLabel, FormHelperText, Paper, Stack, Typography } from '@mui/material';
import { Form, Formik, getIn, useFormikContext, type FormikErrors, type FormikHelpers } from 'formik';
import { normalizeError } from 'shared-auth';
import {
  CONTRACT_COMMENT_MAX,
  CONTRACT_MESSAGES,
  CONTRACT_TYPED_SIGNATURE_MAX,
  SIGNATURE_FIELD_KINDS,
  contractReasonSchema,
  contractSignSchema,
  initialsOf,
  type ContractDetails,
  type ContractNode,
  type ContractSignInput,
} from 'shared-contract';
import { FormDialogActions, FormSubmitButton, FormTextField, SignaturePad, useConfirm, useConfirmDiscard, useSchemaValidation, useToast, type SignatureValue } from 'shared-ui';
import { declineContract, signContract, useStoreContract } from '../api/contract-api';

type Values = { consent: boolean; signature: SignatureValue | null; initials: SignatureValue | null };

/** The first message of a field whose value is an object (signature.text, signature.png…). */
function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object') for (const value of Object.values(error)) if (typeof value === 'string') return value;
  return undefined;
}

/** The signer's fields in page order, as "Signature (page 2)". */
export function describeNodes(nodes: readonly ContractNode[]): string[] {
  return [...nodes].sort((a, b) => a.page - b.page || a.y - b.y).map((n) => `${SIGNATURE_FIELD_KINDS[n.kind]} (page ${n.page})`);
}

function ConsentField({ text }: { text: string }) {
  const { values, errors, touched, submitCount, setFieldValue, setFieldTouched } = useFormikContext<Values>();
  const error = (touched.consent || submitCount > 0) && typeof errors.consent === 'string' ? errors.consent : undefined;
  return (
    <Box>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
        control={
          <Checkbox
            name="consent"
            checked={values.consent}
            slotProps={{ input: { 'aria-describedby': error ? 'consent-error' : undefined } }}
            onChange={(e) => {
              void setFieldValue('consent', e.target.checked);
              void setFieldTouched('consent', true, false);
            }}
          />
        }
        label={text}
      />
      {error ? (
        <FormHelperText error role="alert" id="consent-error">
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}

function SignatureFields({ hasInitials }: { hasInitials: boolean }) {
  const { values, errors, touched, submitCount, setFieldValue, setFieldTouched } = useFormikContext<Values>();
  // Initials follow a typed name until the signer types or draws their own.
  const [isInitialsOwn, setInitialsOwn] = useState(false);
  const shown = (field: keyof Values) => (getIn(touched, field) || submitCount > 0 ? messageOf(getIn(errors, field)) : undefined);
  return (
    <Stack spacing={2}>
      <SignaturePad
        label="Signature"
        value={values.signature}
        maxLength={CONTRACT_TYPED_SIGNATURE_MAX}
        error={shown('signature')}
        onChange={(next) => {
          void setFieldValue('signature', next);
          void setFieldTouched('signature', true, false);
          if (hasInitials && !isInitialsOwn && next?.type === 'typed') void setFieldValue('initials', { type: 'typed', text: initialsOf(next.text) });
        }}
      />
      {hasInitials ? (
        <SignaturePad
          label="Initials"
          value={values.initials}
          height={100}
          maxLength={CONTRACT_TYPED_SIGNATURE_MAX}
          error={shown('initials')}
          onChange={(next) => {
            setInitialsOwn(true);
            void setFieldValue('initials', next);
            void setFieldTouched('initials', true, false);
          }}
        />
      ) : null}
    </Stack>
  );
}

function DeclineDialog({ details, onClose }: { details: ContractDetails; onClose: () => void }) {
  const toast = useToast();
  const confirm = useConfirm();
  const store = useStoreContract();
  const confirmDiscard = useConfirmDiscard();
  const { validate, showProblem } = useSchemaValidation<{ reason: string }>(contractReasonSchema);
  const submit = async (values: { reason: string }, helpers: FormikHelpers<{ reason: string }>) => {
    const isSure = await confirm({
      title: 'Decline to sign',
      message: 'Declining ends this signing round: nobody else can sign it, and the sender is told your reason. Decline?',
      confirmText: 'Decline',
      danger: true,
    });
    if (!isSure) return;
    try {
      const answer = await declineContract(details.task.id, values.reason.trim());
      await store(answer.data);
      onClose();
      toast.success(answer.message);
    } catch (error) {
      const problem = await normalizeError(error);
      const text = problem.status === 422 ? showProblem(problem, values, helpers) : problem.message;
      if (text) toast.warning(text);
    }
  };
  return (
    <Formik<{ reason: string }> initialValues={{ reason: '' }} validate={validate} onSubmit={submit}>
      {({ isSubmitting, dirty }) => {
        const close = async () => {
          if (isSubmitting || !(await confirmDiscard(dirty))) return;
          onClose();
        };
        return (
          <Dialog open onClose={() => void close()} maxWidth="sm" fullWidth aria-labelledby="contract-decline-title">
            <Form noValidate aria-label="Decline to sign">
              <DialogTitle id="contract-decline-title">Decline to sign</DialogTitle>
              <DialogContent>
                <DialogContentText sx={{ mb: 2 }}>The sender reads this reason and may correct the contract and send it again.</DialogContentText>
                <FormTextField name="reason" label="Reason" required fullWidth multiline minRows={3} autoFocus slotProps={{ htmlInput: { maxLength: CONTRACT_COMMENT_MAX } }} />
              </DialogContent>
              <FormDialogActions onCancel={() => void close()} isSubmitting={isSubmitting} submitLabel="Decline" />
            </Form>
          </Dialog>
        );
      }}
    </Formik>
  );
}

type Props = { details: ContractDetails; myNodes: readonly ContractNode[]; signerName: string };

export function ContractSignForm({ details, myNodes, signerName }: Props) {
  const toast = useToast();
  const store = useStoreContract();
  const [isDeclining, setDeclining] = useState(false);
  const { validate: validateSchema, showProblem } = useSchemaValidation<Values>(contractSignSchema);
  const hasInitials = myNodes.some((n) => n.kind === 'initials');
  const initial: Values = {
    consent: false,
    signature: { type: 'typed', text: signerName },
    initials: hasInitials ? { type: 'typed', text: initialsOf(signerName) } : null,
  };
  const validate = async (values: Values): Promise<FormikErrors<Values>> => {
    const errors = await validateSchema(values);
    // The schema takes no initials (the server derives them from a typed name); fields of initials need some here.
    if (hasInitials && !values.initials && !errors.initials) return { ...errors, initials: CONTRACT_MESSAGES.signatureRequired };
    return errors;
  };
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const body = { consent: values.consent, signature: values.signature, initials: hasInitials ? values.initials : null } as ContractSignInput;
    try {
      const answer = await signContract(details.task.id, body);
      await store(answer.data);
      toast.success(answer.message);
    } catch (error) {
      const problem = await normalizeError(error);
      const text = problem.status === 422 ? showProblem(problem, values, helpers) : problem.message;
      if (text) toast.warning(text);
    }
  };
  const fields = describeNodes(myNodes);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Your signature">
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Your signature
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {fields.length ? `Signing fills your fields: ${fields.join(', ')}.` : 'You sign the document as a whole.'}
      </Typography>
      <Formik<Values> initialValues={initial} validate={validate} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Sign the contract">
            <Stack spacing={2.5}>
              <ConsentField text={details.consent_text} />
              <SignatureFields hasInitials={hasInitials} />
              <Stack direction="row" spacing={1}>
                <FormSubmitButton loading={isSubmitting}>Sign</FormSubmitButton>
                {details.can.decline ? (
                  <Button variant="outlined" color="error" disabled={isSubmitting} onClick={() => setDeclining(true)}>
                    Decline
                  </Button>
                ) : null}
              </Stack>
            </Stack>
          </Form>
        )}
      </Formik>
      {isDeclining ? <DeclineDialog details={details} onClose={() => setDeclining(false)} /> : null}
    </Paper>
  );
}
