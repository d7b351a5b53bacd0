// Step 1: where the order goes. With no saved address the form opens; otherwise the saved address is
// listed with an "Edit address" link toggling the form. Saving replaces the account's address list with
// the one new address.
import { useState } from 'react';
import { STATE_NAMES } from '@brixilated/shop';
import { FormMessage, SelectField, TextField, useForm, validate } from '../../components/forms';
import type { AccountUpdate } from '@brixilated/shop';
import { api, ApiError, type Address, type PublicUser } from '../../lib/api';
import { useSession } from '../../stores/session';
import styles from './checkout.module.css';

export function addressLines(a: Address): string[] {
  return [a.name, [a.streetAddress, a.streetAddress2].filter(Boolean).join(', '), `${a.city}, ${a.state} ${a.zip}`];
}

/** The server names the saved address's fields `address.0.zip`; this form's fields are `zip`. */
function onThisForm(err: unknown): unknown {
  if (!(err instanceof ApiError) || !err.fields) return err;
  const fields = Object.fromEntries(
    Object.entries(err.fields).map(([key, message]) => [key.replace(/^address\.0\./, ''), message]),
  );
  return new ApiError(err.status, err.code, err.message, fields);
}

export function AddressStep({ user, onNext }: { user: PublicUser; onNext: (addressIndex: number) => void }) {
  const setUser = useSession((s) => s.setUser);
  const addresses = user.address ?? [];
  const favIndex = addresses[user.favAddress] ? user.favAddress : 0;
  const current = addresses[favIndex];
  const [editing, setEditing] = useState(addresses.length === 0);
  const form = useForm({
    name: current?.name ?? `${user.firstName} ${user.lastName}`.trim(),
    streetAddress: current?.streetAddress ?? '',
    streetAddress2: current?.streetAddress2 ?? '',
    city: current?.city ?? '',
    state: current?.state ?? '',
    zip: current?.zip !== undefined ? String(current.zip) : '',
  });
  const { values, errors } = form;

  async function saveAndContinue() {
    const address: Address = {
      name: values.name.trim(),
      streetAddress: values.streetAddress.trim(),
      streetAddress2: values.streetAddress2.trim(),
      city: values.city.trim(),
      state: values.state,
      zip: values.zip.trim(),
    };
    const saved = await form.submit(
      [
        { field: 'name', run: () => validate.name(address.name, 'addressee') },
        { field: 'streetAddress', run: () => validate.address(address.streetAddress) },
        { field: 'city', run: () => validate.name(address.city, 'city') },
        { field: 'state', run: () => validate.state(address.state) },
        { field: 'zip', run: () => validate.zip(String(address.zip), address.state) },
      ],
      () =>
        api
          .put<{ data: PublicUser }>(`/user/update/${encodeURIComponent(user.email)}`, {
            address: [address],
            favAddress: 0,
          } satisfies AccountUpdate)
          .catch((err: unknown) => {
            throw onThisForm(err);
          }),
    );
    if (!saved) return;
    setUser(saved.data);
    setEditing(false);
    onNext(0);
  }

  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (editing) void saveAndContinue();
    else if (current) onNext(favIndex);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Shipping Address">
      {current ? (
        <div className={styles.savedAddress}>
          <address className={styles.addressBlock} data-testid="saved-address">
            {addressLines(current).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          {/* The "Edit address" link toggles the form. */}
          <button
            type="button"
            className="btn-link"
            aria-expanded={editing}
            onClick={() => {
              if (editing) {
                form.setErrors({});
                form.setFormError(null);
              }
              setEditing(!editing);
            }}
          >
            Edit address
          </button>
        </div>
      ) : null}
      {editing ? (
        <fieldset className={styles.fieldset}>
          <legend className="visually-hidden">New address</legend>
          <FormMessage error={form.formError} />
          <TextField label="Name" autoComplete="name" {...form.bind('name')} />
          <TextField label="Street Address" autoComplete="address-line1" {...form.bind('streetAddress')} />
          <TextField
            label="Street Address 2 (optional)"
            autoComplete="address-line2"
            {...form.bind('streetAddress2')}
          />
          <TextField label="City" autoComplete="address-level2" {...form.bind('city')} />
          <div className="field-row">
            <SelectField
              label="State"
              autoComplete="address-level1"
              placeholderOption="Select"
              options={STATE_NAMES}
              {...form.bind('state')}
            />
            <TextField
              label="Zip"
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={5}
              value={values.zip}
              onChange={(v) => form.set('zip', v.replace(/\D/g, '').slice(0, 5))}
              error={errors.zip}
            />
          </div>
          {addresses.length > 0 ? (
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => {
                form.setErrors({});
                form.setFormError(null);
                setEditing(false);
              }}
            >
              Cancel
            </button>
          ) : null}
        </fieldset>
      ) : null}
      <div className={styles.stepActions}>
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          Go to Shipping Details
        </button>
      </div>
    </form>
  );
}
