// Edit My Account: only non-empty fields are checked and sent; the email is read-only; changing the
// password needs the current one.
import { useState } from 'react';
import {
  FormMessage,
  PasswordField,
  PhoneField,
  TextField,
  formatPhone,
  passwordMessages,
  phoneDigits,
  useForm,
  validate,
  type Check,
} from '../../components/forms';
import type { AccountUpdate } from '@brixilated/shop';
import { api, type PublicUser } from '../../lib/api';
import { useSession } from '../../stores/session';
import { NewPasswordFields } from '../auth';

export const UPDATING_ACCOUNT = 'Updating account! If no red errors are shown, the account updated successfully.';
export const OLD_PASSWORD_NEEDED = 'You have to enter your old password if you want to change to a new password';

type Fields = {
  firstName: string;
  lastName: string;
  phone: string;
  currentPassword: string;
  newPassword: string;
  confirmation: string;
};

export function EditAccount({ user }: { user: PublicUser }) {
  const setUser = useSession((s) => s.setUser);
  const form = useForm<Fields>({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phone: formatPhone(String(user.phone ?? '')),
    currentPassword: '',
    newPassword: '',
    confirmation: '',
  });
  const [updating, setUpdating] = useState(false);
  const { values } = form;

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    setUpdating(false);
    const firstName = values.firstName.trim();
    const lastName = values.lastName.trim();
    const phone = phoneDigits(values.phone) ?? '';
    const { currentPassword, newPassword, confirmation } = values;
    const changingPassword = newPassword !== '' || confirmation !== '';

    const checks: Check<Fields>[] = [];
    if (firstName) checks.push({ field: 'firstName', run: () => validate.name(firstName, 'first') });
    if (lastName) checks.push({ field: 'lastName', run: () => validate.name(lastName, 'last') });
    if (phone) checks.push({ field: 'phone', run: () => validate.phone(phone) });
    if (changingPassword && !currentPassword) {
      checks.push({ field: 'currentPassword', run: async () => ({ problem: true, message: OLD_PASSWORD_NEEDED }) });
    }
    if (currentPassword) {
      checks.push({
        field: 'currentPassword',
        run: () => validate.passwords(currentPassword, currentPassword, false, user.email),
        spread: passwordMessages<keyof Fields>('currentPassword'),
      });
    }
    if (changingPassword) {
      checks.push({
        field: 'newPassword',
        run: () => validate.passwords(newPassword, confirmation, true),
        spread: passwordMessages<keyof Fields>('newPassword', 'confirmation'),
      });
    }

    const body: AccountUpdate = {};
    if (firstName) body.firstName = firstName;
    if (lastName) body.lastName = lastName;
    if (phone) body.phone = phone;
    if (changingPassword) Object.assign(body, { currentPassword, newPassword, confirmation });

    const saved = await form.submit(checks, () => {
      setUpdating(true);
      return api.put<{ data: PublicUser }>(`/user/update/${encodeURIComponent(user.email)}`, body);
    });
    if (saved) {
      setUser(saved.data);
      form.setValues({ currentPassword: '', newPassword: '', confirmation: '' });
    } else {
      setUpdating(false);
    }
  }

  return (
    <div className="stack">
      <h2>Edit My Account</h2>
      <form onSubmit={onSubmit} noValidate aria-label="Edit My Account" style={{ maxWidth: '36rem' }}>
        {updating ? (
          <p className="notice" role="status">
            {UPDATING_ACCOUNT}
          </p>
        ) : null}
        <FormMessage error={form.formError} />
        <div className="field-row">
          <TextField label="First Name" autoComplete="given-name" {...form.bind('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" {...form.bind('lastName')} />
        </div>
        <TextField
          label="Email"
          type="email"
          value={user.email}
          onChange={() => undefined}
          readOnly
          hint="Your email cannot be changed."
        />
        <PhoneField label="Phone" {...form.bind('phone')} />
        <PasswordField label="Current Password" autoComplete="current-password" {...form.bind('currentPassword')} />
        <NewPasswordFields
          label="New Password"
          password={form.bind('newPassword')}
          confirmation={form.bind('confirmation')}
        />
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          Save Changes
        </button>
      </form>
    </div>
  );
}
