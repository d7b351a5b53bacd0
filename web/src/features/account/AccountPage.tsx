// Scaffolding only: replaced by its owner (see docs/HELPERS.md for who owns which feature).
export default function AccountPage() {
  return <main><h1>AccountPage</h1></main>;
}
