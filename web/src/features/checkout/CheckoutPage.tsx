// Scaffolding only: replaced by its owner (see docs/HELPERS.md for who owns which feature).
export default function CheckoutPage() {
  return <main><h1>CheckoutPage</h1></main>;
}
