import { Link } from 'react-router';
import { LoginForm, OtherFormLink, ReturnNote } from './AuthForms';
import { AuthPanel } from './AuthPanel';
import styles from './auth.module.css';

export default function LoginPage() {
  return (
    <AuthPanel title="Login">
      <ReturnNote />
      <LoginForm />
      <p className={styles.links}>
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
      <OtherFormLink question="New here?" to="/signup" label="Create an account." />
    </AuthPanel>
  );
}
