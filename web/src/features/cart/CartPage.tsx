// Scaffolding only: replaced by its owner (see docs/HELPERS.md for who owns which feature).
export default function CartPage() {
  return <main><h1>CartPage</h1></main>;
}
