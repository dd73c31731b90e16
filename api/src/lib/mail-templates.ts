// Texts of the mails the platform sends. Links point at PUBLIC_URL.
import { INVITATION_LINK_DAYS, PASSWORD_RESET_TTL_MINUTES, PRODUCT_NAME, VERIFICATION_CODE_TTL_MINUTES } from 'shared-contract';
import type { MailMessage } from './mail-message';

export const verificationCodeMail = (to: string, code: string): MailMessage => ({
  to,
  subject: `${PRODUCT_NAME}: your verification code`,
  text: `Your verification code is ${code}.\n\nIt expires in ${VERIFICATION_CODE_TTL_MINUTES} minutes. If you did not ask for it, ignore this e-mail.`,
});

export const operatorCodeMail = (to: string, code: string): MailMessage => ({
  to,
  subject: `${PRODUCT_NAME}: your operator sign-in code`,
  text: `Your sign-in code is ${code}.\n\nIt expires in ${VERIFICATION_CODE_TTL_MINUTES} minutes. If you did not try to sign in, change your password.`,
});

export const passwordResetMail = (to: string, link: string): MailMessage => ({
  to,
  subject: `${PRODUCT_NAME}: reset your password`,
  text: `We received a request to reset the password of your ${PRODUCT_NAME} account.\n\nReset it here: ${link}\n\nThe link expires in ${PASSWORD_RESET_TTL_MINUTES} minutes and works once. If you did not ask for it, ignore this e-mail.`,
});

export const ownerInvitationMail = (to: string, companyName: string, link: string): MailMessage => ({
  to,
  subject: `${PRODUCT_NAME}: your ${companyName} account is ready`,
  text: `An account for ${companyName} has been created for you in ${PRODUCT_NAME}.\n\nSet your password and sign in here: ${link}\n\nThe link expires in ${INVITATION_LINK_DAYS} days.`,
});

export const contactFormMail = (to: string, input: { name: string; email: string; message: string }): MailMessage => ({
  to,
  subject: `${PRODUCT_NAME}: contact form message from ${input.name}`,
  text: `From: ${input.name} <${input.email}>\n\n${input.message}`,
});
