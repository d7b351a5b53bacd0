import { Link } from 'react-router-dom';
import { SignupForm } from './AuthForms';
import { AuthPanel } from './AuthPanel';
import styles from './auth.module.css';

export default function SignupPage() {
  return (
    <AuthPanel title="Create your account">
      <SignupForm />
      <p className={styles.links}>
        Already have an account? <Link to="/login">Log in here.</Link>
      </p>
    </AuthPanel>
  );
}
