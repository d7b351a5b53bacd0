// Scaffolding only: replaced by its owner (see docs/HELPERS.md for who owns which feature).
export default function LoginPage() {
  return <main><h1>LoginPage</h1></main>;
}
