// Scaffolding only: replaced by its owner (see docs/HELPERS.md for who owns which feature).
export default function ResetPasswordPage() {
  return <main><h1>ResetPasswordPage</h1></main>;
}
