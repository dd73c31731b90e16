// One e-mail as the API composes it; plugins/app/mail sends and queues it.

/** A stored file (an app.storage key) sent with the mail: read when the mail goes out, so a queued mail stays small. */
export type MailAttachment = { filename: string; storageKey: string; contentType?: string };

/** fromName replaces the display name of MAIL_FROM (the address stays); replyTo is where answers go. */
export type MailMessage = { to: string; subject: string; text: string; html?: string; fromName?: string; replyTo?: string; attachments?: MailAttachment[] };
