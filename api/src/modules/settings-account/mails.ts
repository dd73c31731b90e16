// Mails of the account area, written once here.
import { PRODUCT_NAME } from 'shared-contract';
import type { MailMessage } from '../../lib/mail-message';

export const senderVerificationMail = (to: string, company: string, link: string): MailMessage => ({
  to,
  subject: `Verify the sender e-mail of ${company}`,
  text: [
    `Hello,`,
    ``,
    `${company} wants to send its ${PRODUCT_NAME} e-mails from ${to}.`,
    `To confirm that this address belongs to ${company}, open this link while signed in to ${PRODUCT_NAME}:`,
    link,
    ``,
    `The link expires in 24 hours. Until the address is verified, e-mails are sent from the ${PRODUCT_NAME} address.`,
    `If you did not expect this e-mail, ignore it.`,
  ].join('\n'),
});

export const accountClosedMail = (to: string, company: string, closedBy: string): MailMessage => ({
  to,
  subject: `The ${PRODUCT_NAME} account of ${company} has been closed`,
  text: [
    `Hello,`,
    ``,
    `${closedBy} has closed the ${PRODUCT_NAME} account of ${company}. Every user has been signed out and nobody can sign in any more.`,
    `Your company's data is kept. To reopen the account, contact the support.`,
  ].join('\n'),
});

export const upgradeRequestMail = (to: string, company: string, companyId: number, requestedBy: string, message: string, link: string): MailMessage => ({
  to,
  subject: `Upgrade request from ${company}`,
  text: [
    `${requestedBy} asks to move ${company} (company ID ${companyId}) from the Sub plan to the General plan.`,
    message ? `\nMessage:\n${message}\n` : '',
    `Company details: ${link}`,
  ].join('\n'),
});
