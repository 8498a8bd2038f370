import nodemailer from 'nodemailer';

/**
 * The person's mail program sending their answer to the address the mail's Reply-To gave, through the site's own
 * SMTP receiver (as their provider would deliver it to our MX, docs/conversations.md#receiving-by-smtp).
 */
export async function answerByMail(from: string, to: string, subject: string, text: string) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: Number(process.env.E2E_INBOUND_SMTP_PORT), secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({ from, to, subject, text });
  } finally {
    transport.close();
  }
}
