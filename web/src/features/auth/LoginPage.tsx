import { Link, useNavigate } from 'react-router-dom';
import { LoginForm } from './AuthForms';
import { AuthPanel } from './AuthPanel';
import styles from './auth.module.css';

export default function LoginPage() {
  const navigate = useNavigate();
  return (
    <AuthPanel title="Login">
      <LoginForm onDone={(r) => navigate(r.next, { replace: true })} />
      <p className={styles.links}>
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
      <p className={styles.links}>
        New here? <Link to="/signup">Create an account.</Link>
      </p>
    </AuthPanel>
  );
}
