import { createRoot } from 'react-dom/client';

// Placeholder until the web app issue lands.
createRoot(document.getElementById('root')!).render(<h1>Brixilated</h1>);
