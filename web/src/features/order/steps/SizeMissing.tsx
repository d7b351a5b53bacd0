// The Edit and Review steps without their size: after a page reload or opening a saved design the size is
// asked of the shop again, and until it answers those steps have nothing to show. Its error is shown with a
// retry (as on the Size step), or that it is on its way; never a blank step.
import { RetryNotice } from '../../../components/RetryNotice';
import styles from '../Order.module.css';
import { useChoices } from '../choices';

export function SizeMissing() {
  const sizesError = useChoices((s) => s.sizesError);
  const customError = useChoices((s) => (s.sizeName === 'Custom' ? s.customError : null));
  if (sizesError) return <RetryNotice message={sizesError} onRetry={() => useChoices.getState().reloadSizes()} />;
  if (customError) {
    const { custom, setCustom } = useChoices.getState();
    return <RetryNotice message={customError} onRetry={() => setCustom(custom.wide, custom.high)} />;
  }
  return (
    <p className={styles.restoring} role="status">
      <span className="spinner" aria-hidden="true" />
      <span>Loading your size...</span>
    </p>
  );
}
