// Scaffolding only: replaced by its owner (see docs/HELPERS.md for who owns which feature).
export default function AdminPage() {
  return <main><h1>AdminPage</h1></main>;
}
