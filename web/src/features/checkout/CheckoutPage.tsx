// Checkout: the session is checked first (visitors get the guest entry), then three steps with the
// these header rules: start at 1, forward only; steps 2 and 3 open by their header once the highest
// step reached is 2 or more; clicking an open header collapses it. A finished step's header says what was
// chosen, and the order's Brixes stand beside every step. A paid order shows the success panel in place of the
// steps.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useCart } from '../../stores/cart';
import { useSession } from '../../stores/session';
import { AddressStep, addressLines } from './AddressStep';
import { CheckoutItems, shippingChoiceText, type ChosenShipping, type PricedOrder } from './CheckoutItems';
import { GuestEntry } from './GuestEntry';
import { OrderPlaced } from './OrderPlaced';
import { PaymentStep, type PaidOrder } from './PaymentStep';
import { ShippingStep } from './ShippingStep';
import styles from './checkout.module.css';

export const STEP_TITLES = ['Shipping Address', 'Shipping Details', 'Payment Method'] as const;
export type StepNumber = 1 | 2 | 3;

/** Whether a step's header may open it, given the highest step reached. */
export function canOpenStep(step: StepNumber, highest: number): boolean {
  return step === 1 || highest >= 2;
}

function StepPanel(props: {
  step: StepNumber;
  open: boolean;
  /** Reached steps stay mounted while collapsed, so nothing typed or chosen in them is lost. */
  reached: boolean;
  enabled: boolean;
  done: boolean;
  /** What the finished step chose, shown in its header while it is closed. */
  choice?: string;
  onToggle: () => void;
  children: ReactNode;
}) {
  const { step, open, reached, enabled, done, choice, onToggle, children } = props;
  const bodyId = `checkout-step-${step}`;
  return (
    <section className={`panel ${styles.step} ${open ? styles.stepOpen : ''}`}>
      <h2 className={styles.stepHeading}>
        <button
          type="button"
          className={styles.stepHeader}
          aria-expanded={open}
          aria-controls={bodyId}
          disabled={!enabled}
          onClick={onToggle}
        >
          <span className={styles.stepNumber} aria-hidden="true">
            {done ? '✓' : step}
          </span>
          <span>
            <span className="visually-hidden">Step {step}: </span>
            {STEP_TITLES[step - 1]}
            {done && !open && choice ? (
              <span className={styles.stepChoice} data-testid={`step-${step}-choice`}>
                {choice}
              </span>
            ) : null}
          </span>
        </button>
      </h2>
      {open || reached ? (
        <div id={bodyId} className={styles.stepBody} hidden={!open}>
          {children}
        </div>
      ) : null}
    </section>
  );
}

export default function CheckoutPage() {
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  const loadCart = useCart((s) => s.load);
  const [open, setOpen] = useState<StepNumber | null>(1);
  const [highest, setHighest] = useState<StepNumber>(1);
  const [addressIndex, setAddressIndex] = useState(0);
  const [shipping, setShipping] = useState<ChosenShipping | null>(null);
  const shippingIndex = shipping?.index ?? null;
  const [gift, setGift] = useState(false);
  const [paid, setPaid] = useState<PaidOrder | null>(null);
  const [priced, setPriced] = useState<PricedOrder | null>(null);
  const successRef = useRef<HTMLElement>(null);

  // The server emptied the cart when it placed the order: reload it so the header count follows (the
  // route guard keeps this page once checkout has started).
  useEffect(() => {
    if (!paid) return;
    successRef.current?.focus();
    void loadCart();
  }, [paid, loadCart]);

  if (status === 'loading') {
    return (
      <div className="page">
        <p role="status">Checking your account...</p>
      </div>
    );
  }

  if (status !== 'authenticated' || !user) {
    return (
      <div className="page">
        <h1 className="page-title">Checkout</h1>
        <GuestEntry />
      </div>
    );
  }

  function toggle(step: StepNumber) {
    if (paid) return;
    if (open === step) setOpen(null);
    else if (canOpenStep(step, highest)) setOpen(step);
  }

  function advance(to: StepNumber) {
    setHighest((h) => (to > h ? to : h));
    setOpen(to);
  }

  const address = user.address?.[addressIndex] ?? user.address?.[0];

  return (
    <div className="page">
      <h1 className="page-title">Checkout</h1>
      {paid ? <OrderPlaced ref={successRef} paid={paid} /> : null}
      {/* Once paid the steps are gone: no card number or coupon control stays on the page. */}
      {!paid ? (
        <div className={styles.layout}>
          <div className={styles.steps}>
            <StepPanel
              step={1}
              open={open === 1}
              reached
              enabled={!paid}
              done={highest > 1}
              choice={address ? addressLines(address).join(', ') : undefined}
              onToggle={() => toggle(1)}
            >
              <AddressStep
                user={user}
                onNext={(index) => {
                  setAddressIndex(index);
                  advance(2);
                }}
              />
            </StepPanel>
            <StepPanel
              step={2}
              open={open === 2}
              reached={highest >= 2}
              enabled={!paid && canOpenStep(2, highest)}
              done={highest > 2}
              choice={shipping ? shippingChoiceText(shipping, new Date()) : undefined}
              onToggle={() => toggle(2)}
            >
              {address ? (
                <ShippingStep
                  zip={String(address.zip)}
                  shippingIndex={shippingIndex}
                  gift={gift}
                  onNext={(choice) => {
                    setShipping(choice.shipping);
                    setGift(choice.gift);
                    advance(3);
                  }}
                />
              ) : (
                <p className="notice">Save a shipping address first.</p>
              )}
            </StepPanel>
            <StepPanel
              step={3}
              open={open === 3}
              reached={highest >= 3}
              enabled={!paid && canOpenStep(3, highest)}
              done={Boolean(paid)}
              onToggle={() => toggle(3)}
            >
              <PaymentStep
                open={open === 3}
                shippingIndex={shippingIndex}
                addressIndex={addressIndex}
                addressKey={address ? addressLines(address).join('\n') : ''}
                gift={gift}
                onPaid={setPaid}
                onPriced={setPriced}
              />
            </StepPanel>
          </div>
          <CheckoutItems shipping={shipping} priced={priced} />
        </div>
      ) : null}
    </div>
  );
}
