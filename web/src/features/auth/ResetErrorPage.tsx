import { Link } from 'react-router';
import { AuthPanel } from './AuthPanel';

export default function ResetErrorPage() {
  return (
    <AuthPanel title="Looks like there was an error with your reset link!">
      <p>
        The link has probably expired: a reset link must be used within an hour. You can ask for a new one on the{' '}
        <Link to="/forgot-password">forgot password page</Link>.
      </p>
      <Link to="/forgot-password" className="btn btn-primary">
        Get a New Reset Link
      </Link>
    </AuthPanel>
  );
}
