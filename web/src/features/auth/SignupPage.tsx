import { OtherFormLink, ReturnNote, SignupForm } from './AuthForms';
import { AuthPanel } from './AuthPanel';

export default function SignupPage() {
  return (
    <AuthPanel title="Create your account">
      <ReturnNote />
      <SignupForm />
      <OtherFormLink question="Already have an account?" to="/login" label="Log in here." />
    </AuthPanel>
  );
}
