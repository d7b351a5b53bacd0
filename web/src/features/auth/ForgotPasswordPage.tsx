// Scaffolding only: replaced by its owner (see docs/HELPERS.md for who owns which feature).
export default function ForgotPasswordPage() {
  return <main><h1>ForgotPasswordPage</h1></main>;
}
