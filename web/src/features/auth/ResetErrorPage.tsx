import { Link } from 'react-router-dom';
import styles from './auth.module.css';

export default function ResetErrorPage() {
  return (
    <div className={`page page-narrow ${styles.page}`}>
      <section className="panel">
        <h1 className="page-title">Looks like there was an error with your reset link!</h1>
        <p>
          The link has probably expired: a reset link must be used within an hour. You can ask for a new one on the{' '}
          <Link to="/forgot-password">forgot password page</Link>.
        </p>
        <Link to="/forgot-password" className="btn btn-primary">
          Get a New Reset Link
        </Link>
      </section>
    </div>
  );
}
