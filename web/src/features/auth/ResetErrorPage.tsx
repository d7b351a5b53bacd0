// Scaffolding only: replaced by its owner (see docs/HELPERS.md for who owns which feature).
export default function ResetErrorPage() {
  return <main><h1>ResetErrorPage</h1></main>;
}
