import { Link, useNavigate } from 'react-router-dom';
import { SignupForm } from './AuthForms';
import styles from './auth.module.css';

export default function SignupPage() {
  const navigate = useNavigate();
  return (
    <div className={`page page-narrow ${styles.page}`}>
      <section className="panel">
        <h1 className="page-title">Create your account</h1>
        <SignupForm onDone={(r) => navigate(r.next, { replace: true })} />
        <p className={styles.links}>
          Already have an account? <Link to="/login">Log in here.</Link>
        </p>
      </section>
    </div>
  );
}
