import { Link, useNavigate } from 'react-router-dom';
import { SignupForm } from './AuthForms';
import { AuthPanel } from './AuthPanel';
import styles from './auth.module.css';

export default function SignupPage() {
  const navigate = useNavigate();
  return (
    <AuthPanel title="Create your account">
      <SignupForm onDone={(r) => navigate(r.next, { replace: true })} />
      <p className={styles.links}>
        Already have an account? <Link to="/login">Log in here.</Link>
      </p>
    </AuthPanel>
  );
}
