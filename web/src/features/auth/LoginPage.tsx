import { Link } from 'react-router-dom';
import { LoginForm } from './AuthForms';
import { AuthPanel } from './AuthPanel';
import styles from './auth.module.css';

export default function LoginPage() {
  return (
    <AuthPanel title="Login">
      <LoginForm />
      <p className={styles.links}>
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
      <p className={styles.links}>
        New here? <Link to="/signup">Create an account.</Link>
      </p>
    </AuthPanel>
  );
}
