import { Link, useLocation } from 'react-router-dom';
import { LoginForm, ReturnNote } from './AuthForms';
import { AuthPanel } from './AuthPanel';
import styles from './auth.module.css';

export default function LoginPage() {
  // Sent here to come back to a page: the other form goes back there too.
  const location = useLocation();
  return (
    <AuthPanel title="Login">
      <ReturnNote />
      <LoginForm />
      <p className={styles.links}>
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
      <p className={styles.links}>
        New here? <Link to="/signup" state={location.state}>Create an account.</Link>
      </p>
    </AuthPanel>
  );
}
