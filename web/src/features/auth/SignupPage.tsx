// Scaffolding only: replaced by its owner (see docs/HELPERS.md for who owns which feature).
export default function SignupPage() {
  return <main><h1>SignupPage</h1></main>;
}
