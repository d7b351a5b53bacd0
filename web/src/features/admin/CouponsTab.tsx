// Coupons: filtered active (default), inactive, percent, dollars or all; the Active checkbox toggles a
// coupon and reloads; "Add Coupon" opens an inline create row.
import { useState } from 'react';
import { FormMessage, useForm, validate } from '../../components/forms';
import { api, type Coupon } from '../../lib/api';
import { couponDisplay, type NewCoupon } from '@brixilated/shop';
import { AdminTable, RowSwitch } from './controls';
import { Filters } from './Filters';
import { useFilteredList } from './useFilteredList';
import styles from './admin.module.css';

export const COUPON_FILTERS = ['active', 'inactive', 'percent', 'dollars', 'all'] as const;
type CouponFilter = (typeof COUPON_FILTERS)[number];

function CreateRow({ onCreated }: { onCreated: () => void }) {
  const form = useForm({ code: '', type: 'Percent', quantity: '', active: 'true' });
  const { values, errors } = form;

  async function create() {
    const code = values.code.trim();
    const quantity = values.quantity.trim();
    const done = await form.submit(
      [
        { field: 'code', run: () => validate.code(code, false) },
        { field: 'type', run: () => validate.type(values.type) },
        { field: 'quantity', run: () => validate.number('Quantity', quantity) },
      ],
      () =>
        api.post<{ data: Coupon }>('/coupon/create', {
          code,
          // The select offers only the coupon types; validate.type and the server check it.
          type: values.type as NewCoupon['type'],
          quantity: Number.parseInt(quantity, 10),
          active: values.active === 'true',
        } satisfies NewCoupon),
    );
    if (done) onCreated();
  }

  const field = (name: string, error?: string) => ({
    id: `new-coupon-${name}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': `new-coupon-${name}-hint${error ? ` new-coupon-${name}-error` : ''}`,
  });

  return (
    <tr className={styles.createRow}>
      <td>
        <label htmlFor="new-coupon-code" className="field-label">
          Coupon Code
        </label>
        <input
          {...field('code', errors.code)}
          value={values.code}
          onChange={(e) => form.set('code', e.target.value)}
          autoComplete="off"
        />
        <p className="field-hint" id="new-coupon-code-hint">
          The code should be unique and hard to guess.
        </p>
        {errors.code ? (
          <p className="field-error" id="new-coupon-code-error">
            {errors.code}
          </p>
        ) : null}
        <FormMessage error={form.formError} />
      </td>
      <td>
        <label htmlFor="new-coupon-type" className="field-label">
          Type
        </label>
        <select {...field('type', errors.type)} value={values.type} onChange={(e) => form.set('type', e.target.value)}>
          <option value="Percent">Percent</option>
          <option value="Dollars">Dollars</option>
        </select>
        <p className="field-hint" id="new-coupon-type-hint">
          Percent off or dollars off the subtotal.
        </p>
        {errors.type ? (
          <p className="field-error" id="new-coupon-type-error">
            {errors.type}
          </p>
        ) : null}
      </td>
      <td>
        <label htmlFor="new-coupon-quantity" className="field-label">
          Quantity
        </label>
        <input
          {...field('quantity', errors.quantity)}
          inputMode="numeric"
          value={values.quantity}
          onChange={(e) => form.set('quantity', e.target.value)}
        />
        <p className="field-hint" id="new-coupon-quantity-hint">
          Enter just the number: 10 for 10% off, 20 for $20 off.
        </p>
        {errors.quantity ? (
          <p className="field-error" id="new-coupon-quantity-error">
            {errors.quantity}
          </p>
        ) : null}
      </td>
      <td>
        <div className={styles.createActions}>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={values.active === 'true'}
              onChange={(e) => form.set('active', String(e.target.checked))}
            />
            Active
          </label>
          <button type="button" className="btn btn-primary btn-sm" disabled={form.busy} onClick={() => void create()}>
            Save Coupon
          </button>
        </div>
      </td>
    </tr>
  );
}

export function CouponsTab() {
  const {
    filter,
    setFilter,
    items: coupons,
    error,
    reload,
    change,
  } = useFilteredList<CouponFilter, Coupon>('/coupon', 'active');
  const [adding, setAdding] = useState(false);

  const toggle = (coupon: Coupon, active: boolean) =>
    change(
      (c) => c.code === coupon.code,
      { active },
      () => api.put(`/coupon/update/${encodeURIComponent(coupon.code)}`, { active }),
    );

  return (
    <div className="stack">
      <div className={styles.toolbar}>
        <Filters
          name="coupon-filter"
          label="Show coupons"
          options={COUPON_FILTERS}
          value={filter}
          onChange={setFilter}
        />
        <button
          type="button"
          className={adding ? 'btn' : 'btn btn-primary'}
          aria-expanded={adding}
          onClick={() => setAdding((a) => !a)}
        >
          {adding ? 'Cancel' : 'Add Coupon'}
        </button>
      </div>
      <FormMessage error={error} />
      <AdminTable caption={`Coupons (${filter})`}>
        <thead>
          <tr>
            <th scope="col">Coupon Code</th>
            <th scope="col">Type</th>
            <th scope="col">Quantity</th>
            <th scope="col">Active</th>
          </tr>
        </thead>
        <tbody>
          {adding ? (
            <CreateRow
              onCreated={() => {
                setAdding(false);
                reload();
              }}
            />
          ) : null}
          {coupons?.map((c) => (
            <tr key={c.code} data-coupon={c.code}>
              <td className="price">{c.code}</td>
              <td>{c.type}</td>
              <td>{c.display || couponDisplay(c.type, c.quantity)}</td>
              <td>
                <RowSwitch
                  checked={c.active}
                  label={`Coupon ${c.code} active`}
                  onChange={(active) => void toggle(c, active)}
                />
              </td>
            </tr>
          ))}
          {coupons && coupons.length === 0 ? (
            <tr>
              <td colSpan={4} className="muted">
                No {filter === 'all' ? '' : `${filter} `}coupons.
              </td>
            </tr>
          ) : null}
        </tbody>
      </AdminTable>
      {!coupons && !error ? <p role="status">Loading coupons...</p> : null}
    </div>
  );
}
