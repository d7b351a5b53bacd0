// The login and sign-up forms, shared by their own pages and the checkout's guest entry.
import {
  FormMessage,
  PasswordField,
  PhoneField,
  TextField,
  passwordMessages,
  phoneDigits,
  useForm,
  validate,
  type FieldBinding,
} from '../../components/forms';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession, type AuthResult } from '../../stores/session';
import styles from './auth.module.css';

export const PASSWORD_NOTE =
  'Your password must be at least 8 characters long and contain a letter, a number and a special character.';

/**
 * What a page that sends the customer to log in or sign up hands the form (as the navigation's state): the
 * page to come back to afterwards, and a line saying why they are asked.
 */
export interface ReturnState {
  returnTo: string;
  note: string;
}

export const returnState = (returnTo: string, note: string): ReturnState => ({ returnTo, note });

/** The navigation's return state, when the page was opened with one (only paths of this shop). */
export function useReturnState(): ReturnState | null {
  const state = useLocation().state as Partial<ReturnState> | null;
  if (!state || typeof state.returnTo !== 'string' || typeof state.note !== 'string') return null;
  if (!state.returnTo.startsWith('/') || state.returnTo.startsWith('//')) return null;
  return { returnTo: state.returnTo, note: state.note };
}

/** Why the customer was sent to log in or sign up, when a page said so. */
export function ReturnNote() {
  const state = useReturnState();
  return state ? <p className="notice">{state.note}</p> : null;
}

/** A link from one of the two forms to the other; a customer sent here to come back to a page goes back there from either. */
export function OtherFormLink({ question, to, label }: { question: string; to: '/login' | '/signup'; label: string }) {
  const location = useLocation();
  return (
    <p className={styles.links}>
      {question}{' '}
      <Link to={to} state={location.state}>
        {label}
      </Link>
    </p>
  );
}

// Once the session is established (the visitor cart already merged), each form goes on to where the
// customer was headed: the page that sent them here, else the answer's `next`; the form is left out of the
// browser's history.
function useGoOn(): (result: AuthResult) => void {
  const navigate = useNavigate();
  const back = useReturnState();
  return (result) => navigate(back?.returnTo ?? result.next, { replace: true });
}

/**
 * A new password with the rule it must meet, and the same again to confirm it: "Password" and "Confirm
 * Password", or with `label` "New Password", "New Password" and "Confirm New Password".
 */
export function NewPasswordFields(props: {
  label?: string;
  password: FieldBinding;
  confirmation: FieldBinding;
  idPrefix?: string;
}) {
  const { label = 'Password', idPrefix } = props;
  return (
    <>
      <PasswordField
        id={idPrefix ? `${idPrefix}-password` : undefined}
        label={label}
        autoComplete="new-password"
        {...props.password}
        hint={PASSWORD_NOTE}
      />
      <PasswordField
        id={idPrefix ? `${idPrefix}-confirmation` : undefined}
        label={`Confirm ${label}`}
        autoComplete="new-password"
        {...props.confirmation}
      />
    </>
  );
}

interface AuthFormProps {
  /** The submit button's label. */
  submitLabel?: string;
  /** Prefix of the input ids, so two forms can share a page. */
  idPrefix?: string;
}

export function LoginForm({ submitLabel = 'Login', idPrefix = 'login' }: AuthFormProps) {
  const goOn = useGoOn();
  const login = useSession((s) => s.login);
  const form = useForm({ email: '', password: '' });
  const { values } = form;

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const result = await form.submit(
      [
        { field: 'email', run: () => validate.email(values.email.trim(), true) },
        {
          field: 'password',
          run: () => validate.passwords(values.password, values.password, false),
          spread: passwordMessages('password'),
        },
      ],
      () => login(values.email.trim(), values.password),
    );
    if (result) goOn(result);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={submitLabel === 'Login' ? 'Login' : 'Sign in'}>
      <FormMessage error={form.formError} />
      <TextField id={`${idPrefix}-email`} label="Email" type="email" autoComplete="email" {...form.bind('email')} />
      <PasswordField
        id={`${idPrefix}-password`}
        label="Password"
        autoComplete="current-password"
        {...form.bind('password')}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={form.busy}>
        {submitLabel}
      </button>
    </form>
  );
}

export function SignupForm({ idPrefix = 'signup' }: AuthFormProps) {
  const goOn = useGoOn();
  const signup = useSession((s) => s.signup);
  const form = useForm({ firstName: '', lastName: '', email: '', phone: '', password: '', confirmation: '' });
  const { values } = form;

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const phone = phoneDigits(values.phone) ?? '';
    const result = await form.submit(
      [
        { field: 'firstName', run: () => validate.name(values.firstName.trim(), 'first') },
        { field: 'lastName', run: () => validate.name(values.lastName.trim(), 'last') },
        { field: 'email', run: () => validate.email(values.email.trim(), false) },
        { field: 'phone', run: () => validate.phone(phone) },
        {
          field: 'password',
          run: () => validate.passwords(values.password, values.confirmation, true),
          spread: passwordMessages('password', 'confirmation'),
        },
      ],
      () =>
        signup({
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          phone,
          password: values.password,
          confirmation: values.confirmation,
        }),
    );
    if (result) goOn(result);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create your account">
      <FormMessage error={form.formError} />
      <div className="field-row">
        <TextField id={`${idPrefix}-first`} label="First Name" autoComplete="given-name" {...form.bind('firstName')} />
        <TextField id={`${idPrefix}-last`} label="Last Name" autoComplete="family-name" {...form.bind('lastName')} />
      </div>
      <TextField id={`${idPrefix}-email`} label="Email" type="email" autoComplete="email" {...form.bind('email')} />
      <PhoneField id={`${idPrefix}-phone`} label="Phone" {...form.bind('phone')} />
      <NewPasswordFields
        password={form.bind('password')}
        confirmation={form.bind('confirmation')}
        idPrefix={idPrefix}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={form.busy}>
        Create My Account
      </button>
    </form>
  );
}
