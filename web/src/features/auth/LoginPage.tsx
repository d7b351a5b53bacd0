import { Link, useNavigate } from 'react-router-dom';
import { LoginForm } from './AuthForms';
import styles from './auth.module.css';

export default function LoginPage() {
  const navigate = useNavigate();
  return (
    <div className={`page page-narrow ${styles.page}`}>
      <section className="panel">
        <h1 className="page-title">Login</h1>
        <LoginForm onDone={(r) => navigate(r.next, { replace: true })} />
        <p className={styles.links}>
          <Link to="/forgot-password">Forgot your password?</Link>
        </p>
        <p className={styles.links}>
          New here? <Link to="/signup">Create an account.</Link>
        </p>
      </section>
    </div>
  );
}
