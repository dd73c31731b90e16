// Outgoing mail: nodemailer over SMTP when SMTP_URL is set, else rows in mail_outbox. Outside
// production (or with DEV_MAILBOX=true) a signed-in platform operator reads that outbox at
// /api/dev/mailbox; it holds reset links and sign-in codes, so nobody else may. The operator's own
// sign-in code cannot wait for that: outbox mail is also written to the console (MAIL_TO_CONSOLE),
// where whoever started the server reads it, as Laravel's log mailer does.
// send() delivers now (a code the user waits for); queue() hands many mails to background jobs, one
// job per mail, so a bulk send neither holds the request nor resends what already went out on retry.
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { desc, eq } from 'drizzle-orm';
import { requireSuperuser } from './guards';
import type { MailboxMessage } from 'shared-contract';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailMessage } from '../../lib/mail-message';

export type { MailMessage };
export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  /**
   * Queues mails for delivery by the job runner. Given `db` (a transaction) the mails are queued
   * with the caller's rows; call app.jobs.wake() after the commit.
   */
  queue: (messages: MailMessage[], options?: { db?: Database }) => Promise<number>;
  /** The newest outbox mail (all, or to one address), newest first: what /api/dev/mailbox shows. */
  outbox: (to?: string) => Promise<MailboxMessage[]>;
};

export const MAIL_DELIVERY_JOB = 'mail.deliver';
/** How an outbox mail (no SMTP) names its attachments, on its last line. */
export const OUTBOX_ATTACHED = 'Attached: ';
/** SMTP hiccups pass; a mail still refused after this many tries is logged and dropped. */
const MAIL_DELIVERY_ATTEMPTS = 5;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
export const textToHtml = (text: string) =>
  text
    .split('\n')
    .map((line) => escapeHtml(line).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>'))
    .join('<br>\n');

/** "Name <address>" with the address of `from` (a bare address or "Display <address>"). */
export function withDisplayName(from: string, name: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
  return `"${name.replace(/["\\\r\n<>]/g, '')}" <${address}>`;
}

/** One outbox mail as the console shows it; e2e/support and bench/lib.mjs read the operator's code from it. */
export function formatConsoleMail(mail: { to: string; subject: string; text: string }): string {
  return `\n----- mail to ${mail.to} -----\nSubject: ${mail.subject}\n\n${mail.text}\n----- end of mail -----\n`;
}

export default fp(
  async (app) => {
    const from = app.config.mailFrom;
    const transport = app.config.smtpUrl ? nodemailer.createTransport(app.config.smtpUrl) : null;
    const send: Mailer['send'] = async ({ to, subject, text, html, fromName, replyTo, attachments = [] }) => {
      const body = { from: fromName ? withDisplayName(from, fromName) : from, replyTo: replyTo ?? null, to: to.toLowerCase(), subject, text, html: html ?? textToHtml(text) };
      if (transport) {
        const files = await Promise.all(
          attachments.map(async (file) => {
            const content = await app.storage.open(file.storageKey);
            if (!content) throw new Error(`mail attachment ${file.storageKey} is missing`); // retried, then logged
            return { filename: file.filename, content, contentType: file.contentType };
          }),
        );
        return void (await transport.sendMail({ ...body, replyTo: replyTo ?? undefined, attachments: files }));
      }
      // The outbox keeps no files: it names what was attached.
      if (attachments.length) body.text = `${text}\n\n${OUTBOX_ATTACHED}${attachments.map((file) => file.filename).join(', ')}`;
      await app.db.insert(mailOutbox).values(body);
      if (app.config.mailToConsole) process.stdout.write(formatConsoleMail(body));
    };
    const outbox: Mailer['outbox'] = async (to) => {
      const rows = await app.db
        .select()
        .from(mailOutbox)
        .where(to ? eq(mailOutbox.to, to.toLowerCase()) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(200);
      return rows.map((m) => ({ id: m.id, to: m.to, from: m.from, reply_to: m.replyTo, subject: m.subject, text: m.text, html: m.html, created_at: m.createdAt.toISOString() }));
    };
    const mailer: Mailer = {
      send,
      outbox,
      queue: (messages, options = {}) =>
        app.jobs.enqueueMany(
          MAIL_DELIVERY_JOB,
          messages.map((message) => ({ message })),
          { db: options.db, maxAttempts: MAIL_DELIVERY_ATTEMPTS },
        ),
    };
    app.decorate('mailer', mailer);
    app.jobs.register(MAIL_DELIVERY_JOB, async (payload) => send(payload.message as MailMessage), {
      onFailed: async (job, error) => {
        app.log.error({ jobId: job.id, to: (job.payload.message as MailMessage | undefined)?.to, error }, 'mail could not be delivered');
      },
    });
    if (transport) app.addHook('onClose', async () => transport.close());

    if (app.config.devMailbox) {
      app.get(
        '/api/dev/mailbox',
        {
          preHandler: requireSuperuser,
          schema: { tags: ['dev'], summary: 'Mail written to the outbox (platform operators; not in production unless DEV_MAILBOX=true)', querystring: { type: 'object', properties: { to: { type: 'string' } } } },
        },
        async (request) => ({ data: await outbox((request.query as { to?: string }).to) }),
      );
    }
  },
  { name: 'mail', dependencies: ['db', 'jobs'] },
);
