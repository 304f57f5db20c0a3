import { createTransport } from "nodemailer";

// The owner's copy of an enquiry, sent through the SMTP server of SMTP_URL.

export type Mail = { to: string; subject: string; text: string; replyTo: string | null };
/** Resolves once the SMTP server took the mail; rejects otherwise (the outbox retries). */
export type SendMail = (mail: Mail) => Promise<void>;

/** `url`: smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465. */
export function createSmtpSender(url: string, from: string, timeoutMs = 15_000): SendMail {
  const transport = createTransport({ url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs });
  return async (mail) => {
    await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, replyTo: mail.replyTo ?? undefined });
  };
}
