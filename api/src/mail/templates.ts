// The texts of the emails this part sends. Plain text first; the HTML is the same words.

import type { MailMessage } from './mailer.ts';

/** Text as it must stand in an email's HTML part: every character HTML gives a meaning escaped. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

export function resetPasswordEmail(to: string, firstName: string, link: string): MailMessage {
  const text = [
    `Hi ${firstName},`,
    '',
    'Someone (hopefully you) asked to reset the password of your Brixilated account.',
    `Open this link within one hour to choose a new password:`,
    '',
    link,
    '',
    "If you didn't ask for this, ignore this email: your password stays the same.",
    '',
    'Brixilated',
  ].join('\n');
  const html =
    `<p>Hi ${escapeHtml(firstName)},</p>` +
    '<p>Someone (hopefully you) asked to reset the password of your Brixilated account. ' +
    'Open this link within one hour to choose a new password:</p>' +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
    "<p>If you didn't ask for this, ignore this email: your password stays the same.</p><p>Brixilated</p>";
  return { to, subject: 'Reset your Brixilated password', text, html };
}

export interface Inquiry {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
}

export function helpEmail(to: string, inquiry: Inquiry): MailMessage {
  const text = [
    `From: ${inquiry.firstName} ${inquiry.lastName} <${inquiry.email}>`,
    `Subject: ${inquiry.subject}`,
    '',
    inquiry.message,
  ].join('\n');
  // The customer's words go in the body only; the subject line is ours so header injection has no room.
  return { to, replyTo: inquiry.email, subject: `Help request: ${inquiry.subject.replace(/[\r\n]+/g, ' ')}`, text };
}
