import { useState } from 'react';
import { Link } from 'react-router';
import { FormMessage, TextAreaField, TextField, useForm, validate } from '../../components/forms';
import { SUPPORT_EMAIL, type HelpRequest } from '@brixilated/shop';
import { api } from '../../lib/api';
import { useSession } from '../../stores/session';
import styles from './contact.module.css';

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/**
 * The contact form checks the email's form only: /api/validate/email also asks whether an account
 * exists, which is beside the point here (customers write from their own address). The server checks
 * the same rule again when the inquiry arrives.
 */
async function checkInquiryEmail(email: string) {
  if (!email) return { problem: true, message: 'Please enter your email address.' };
  if (email.length > 254 || !EMAIL.test(email)) {
    return { problem: true, message: "That doesn't look like an email address (like name@example.com)." };
  }
  return { problem: false, message: '' };
}

export default function ContactPage() {
  const user = useSession((s) => s.user);
  const form = useForm({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    subject: '',
    message: '',
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { values } = form;

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const inquiry = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
    } satisfies HelpRequest;
    const ok = await form.submit(
      [
        { field: 'firstName', run: () => validate.name(inquiry.firstName, 'first') },
        { field: 'lastName', run: () => validate.name(inquiry.lastName, 'last') },
        { field: 'email', run: () => checkInquiryEmail(inquiry.email) },
        { field: 'subject', run: () => validate.message(inquiry.subject, 'subject') },
        { field: 'message', run: () => validate.message(inquiry.message, 'message') },
      ],
      async () => {
        await api.post('/email/help', inquiry);
        return true;
      },
    );
    if (ok) setSentTo(inquiry.firstName);
  }

  if (sentTo !== null) {
    return (
      <div className={`page page-narrow ${styles.page}`}>
        <section className="panel" role="status">
          <h1 className="page-title">Thanks, {sentTo}!</h1>
          <p>Your message is on its way. We reply to every inquiry within 24 hours.</p>
          <div className="cluster">
            <Link to="/" className="btn btn-primary">
              Back to Home
            </Link>
            <button
              type="button"
              className="btn"
              onClick={() => {
                form.setValues({ subject: '', message: '' });
                setSentTo(null);
              }}
            >
              Send Another Message
            </button>
          </div>
        </section>
      </div>
    );
  }

  return (
    <div className={`page page-narrow ${styles.page}`}>
      <section className="panel">
        <h1 className="page-title">Contact Us</h1>
        <p className="muted">
          Questions about your Brix, an order or a photo? Send us a message and we will reply within 24 hours. You can
          also write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
        <form onSubmit={onSubmit} noValidate aria-label="Contact Us">
          <FormMessage error={form.formError} />
          <div className="field-row">
            <TextField label="First Name" autoComplete="given-name" {...form.bind('firstName')} />
            <TextField label="Last Name" autoComplete="family-name" {...form.bind('lastName')} />
          </div>
          <TextField label="Email" type="email" autoComplete="email" {...form.bind('email')} />
          <TextField label="Subject" {...form.bind('subject')} />
          <TextAreaField label="Message" rows={6} {...form.bind('message')} />
          <button type="submit" className="btn btn-primary" disabled={form.busy}>
            Send Message
          </button>
        </form>
      </section>
    </div>
  );
}
