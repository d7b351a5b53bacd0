import { Link, useLocation } from 'react-router-dom';
import { ReturnNote, SignupForm } from './AuthForms';
import { AuthPanel } from './AuthPanel';
import styles from './auth.module.css';

export default function SignupPage() {
  // Sent here to come back to a page: the other form goes back there too.
  const location = useLocation();
  return (
    <AuthPanel title="Create your account">
      <ReturnNote />
      <SignupForm />
      <p className={styles.links}>
        Already have an account? <Link to="/login" state={location.state}>Log in here.</Link>
      </p>
    </AuthPanel>
  );
}
