// Scaffolding only: replaced by its owner (see docs/HELPERS.md for who owns which feature).
export default function ContactPage() {
  return <main><h1>ContactPage</h1></main>;
}
