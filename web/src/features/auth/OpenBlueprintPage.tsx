// The page an email's blueprint link opens. The guard in front of it asks a signed-out customer to log in and
// comes back here; then the browser opens the PDF itself, so it shows or saves it as any download.
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { blueprintFilePath, orderPagePath } from '@brixilated/shop';
import { usePageTitle } from '../../lib/usePageTitle';
import { AuthPanel } from './AuthPanel';

export default function OpenBlueprintPage() {
  const { orderNumber = '', itemId = '' } = useParams();
  const pdf = blueprintFilePath(orderNumber, itemId);
  usePageTitle('Your blueprint');

  useEffect(() => {
    window.location.replace(pdf);
  }, [pdf]);

  return (
    <AuthPanel title="Opening your blueprint">
      <p role="status">Your blueprint (PDF) opens in a moment.</p>
      <p>
        <a href={pdf}>Open the blueprint</a> if it does not, or{' '}
        <Link to={orderPagePath(orderNumber)}>see your order</Link>.
      </p>
    </AuthPanel>
  );
}
