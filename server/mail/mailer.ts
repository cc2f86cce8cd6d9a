import nodemailer from 'nodemailer';

// Sends the product's mail (account recovery, joining). Over SMTP to SMTP_URL
// with nodemailer; `npm start` without SMTP_URL points it at a local MailDev
// (server/mail/start-mail-catcher.mjs). Mail is sent after the event that
// records it is appended: a failed send leaves a request recorded and nothing
// mailed (the person asks again), never a mailed link the log does not know.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const DEFAULT_MAIL_FROM = 'Live Classroom <no-reply@example.com>';

/** The key of a 503 when the mail server refused or could not be reached (the request is recorded; the person asks again). */
export const MAIL_NOT_SENT = 'mail.not_sent';

/** Sends `message`; false (logged with the request's correlation id) when the mail server fails. */
export async function sentMail(mailer: Mailer, message: MailMessage, correlationId: string): Promise<boolean> {
  try {
    await mailer.send(message);
    return true;
  } catch (error) {
    console.error(`[${correlationId}] mail to the ${message.subject} recipient was not sent: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

/** nodemailer over `smtpUrl` (`smtp://host:port`, `smtps://user:pass@host:465`). */
export function smtpMailer(smtpUrl: string, from: string = DEFAULT_MAIL_FROM): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** Builds each message and delivers it nowhere: the default of an app given no mailer (the route harness, unit tests). */
export function undeliveredMailer(): Mailer {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(message) {
      await transport.sendMail({ from: DEFAULT_MAIL_FROM, ...message });
    },
  };
}
