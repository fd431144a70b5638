import nodemailer from 'nodemailer';

/** One email: a plain-text and an HTML part, as every mail program shows one or the other. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What the reminders send email through; none where SMTP_URL is unset. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Email through an SMTP server (SMTP_URL, docs/reminders.md), from MAIL_FROM. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  // Short waits: a mail server that hangs fails the try (it is tried again later), it does not hold a worker for minutes.
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
