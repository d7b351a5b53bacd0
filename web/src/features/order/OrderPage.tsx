// Scaffolding only: replaced by its owner (see docs/HELPERS.md for who owns which feature).
export default function OrderPage() {
  return <main><h1>OrderPage</h1></main>;
}
