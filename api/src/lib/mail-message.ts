// One e-mail as the API composes it; plugins/app/mail sends and queues it.

/** fromName replaces the display name of MAIL_FROM (the address stays); replyTo is where answers go. */
export type MailMessage = { to: string; subject: string; text: string; html?: string; fromName?: string; replyTo?: string };
