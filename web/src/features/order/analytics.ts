// Each Next in the wizard is counted by /api/analytics (category "Order Process", labelled by the step
// being left). Analytics never gets in the customer's way: a failed call is dropped.
import type { AnalyticsEvent } from '@brixilated/shop';
import { api } from '../../lib/api';
import type { StepName } from './shapes';

export function trackNext(step: StepName): void {
  api
    .post('/analytics', {
      type: 'event',
      path: '/order',
      category: 'Order Process',
      action: 'Next',
      label: step,
    } satisfies AnalyticsEvent)
    .catch(() => {});
}
