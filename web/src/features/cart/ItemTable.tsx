// The table of Brixes that the cart, Reorder and Order Details share: a picture, the size, the quantity
// and the amount in each row. Each screen fills the size and quantity cells its own way; `compact` is the
// account's smaller picture, which keeps its size on phones.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CartItem } from '../../lib/api';
import {
  BLENDING_NAMES,
  brixSizeName,
  formatCents,
  inchesToCm,
  MAX_QUANTITY,
  type Blending,
  type ColorCap,
} from '@brixilated/shop';
import styles from './items.module.css';

type Sized = Pick<CartItem, 'size' | 'shape' | 'width' | 'height'>;
type Shown = Sized & Pick<CartItem, 'pixImageUrl' | 'priceCents'>;

/** The print size in inches and centimetres (1 decimal). */
export function itemDimensions(item: Sized): string {
  const cm = (inches: number) => inchesToCm(inches).toFixed(1);
  return `${item.width}" x ${item.height}" (${cm(item.width)} x ${cm(item.height)} cm)`;
}

/** "Small Square 1:1 - 20" x 20" (50.8 x 50.8 cm)". */
export function itemSizeText(item: Sized): string {
  return `${brixSizeName(item)} - ${itemDimensions(item)}`;
}

/**
 * How a Brix's picture was made, when not the plain way: "Colour blending: Best likeness. Colours: 12. Lone studs
 * tidied" names the blending (not Off), the Colours cap (not All) and Tidy lone studs; null for a plain one.
 */
export function finishText(item: { blending?: Blending; colorCap?: ColorCap; tidy?: boolean }): string | null {
  const parts = [
    item.blending && item.blending !== 'off' ? `Colour blending: ${BLENDING_NAMES[item.blending]}` : null,
    item.colorCap && item.colorCap !== 'all' ? `Colours: ${item.colorCap}` : null,
    item.tidy ? 'Lone studs tidied' : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join('. ') : null;
}

/** A typed quantity as a whole number, or null while it is not one (the quantity boxes change nothing then). */
export function parseQuantity(text: string): number | null {
  return /^\s*\d+\s*$/.test(text) ? Number.parseInt(text, 10) : null;
}

/** A cart quantity as typed, read: the nearest allowed one, and what to tell the customer when it was not allowed. */
export interface QuantityChoice {
  /** The quantity to keep (0 removes the item); null while the text is not a whole number. */
  quantity: number | null;
  /** Why the typed quantity was changed; null when it was allowed as typed. */
  note: string | null;
}

/** The quantity a cart line keeps for what was typed: a whole number kept to 0 to MAX_QUANTITY. */
export function chooseQuantity(text: string): QuantityChoice {
  const typed = parseQuantity(text);
  if (typed === null || typed <= MAX_QUANTITY) return { quantity: typed, note: null };
  return { quantity: MAX_QUANTITY, note: `The quantity can be at most ${MAX_QUANTITY}, so it is ${MAX_QUANTITY}.` };
}

/** Where an item's picture leads, and what the link says. */
export interface ThumbLink {
  to: string;
  label: string;
}

const variant = (base: string, compact: boolean) => (compact ? `${base} ${styles.compact}` : base);

/** The picture cell; empty when there is no picture. With `link` the picture leads there, named by its label. */
export function ItemThumb({
  src,
  alt = '',
  compact = false,
  link,
}: {
  src?: string;
  alt?: string;
  compact?: boolean;
  link?: ThumbLink;
}) {
  const side = compact ? 56 : 96;
  const picture = src ? <img className={styles.thumb} src={src} alt={alt} width={side} height={side} /> : null;
  return (
    <td className={variant(styles.thumbCell, compact)}>
      {picture && link ? (
        <Link to={link.to} className={styles.thumbLink} aria-label={link.label} title={link.label}>
          {picture}
        </Link>
      ) : (
        picture
      )}
    </td>
  );
}

/** A whole-number quantity box with its hidden label. */
export function QuantityInput({
  id,
  item,
  value,
  onChange,
  compact = false,
}: {
  id: string;
  item: Sized;
  value: string;
  onChange: (value: string) => void;
  compact?: boolean;
}) {
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        Quantity of {brixSizeName(item)} Brix
      </label>
      <input
        id={id}
        className={variant(styles.qty, compact)}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}

export function ItemRow({
  item,
  thumbAlt,
  thumbLink,
  compact = false,
  size,
  quantity,
  amountCents,
}: {
  item: Shown;
  thumbAlt?: string;
  /** Where the picture leads (the cart's: the design opened again). */
  thumbLink?: ThumbLink;
  compact?: boolean;
  size: ReactNode;
  quantity: ReactNode;
  amountCents: number;
}) {
  return (
    <tr>
      <ItemThumb src={item.pixImageUrl} alt={thumbAlt} compact={compact} link={thumbLink} />
      <td>{size}</td>
      <td>{quantity}</td>
      <td className="num price">{formatCents(amountCents)}</td>
    </tr>
  );
}

export function ItemTable({
  caption,
  sizeHeading = 'Size',
  className,
  footer,
  children,
}: {
  caption?: string;
  sizeHeading?: string;
  className?: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="table-wrap">
      <table className={className ? `table ${className}` : 'table'}>
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Picture</span>
            </th>
            <th scope="col">{sizeHeading}</th>
            <th scope="col">Quantity</th>
            <th scope="col" className="num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {footer ? <tfoot>{footer}</tfoot> : null}
      </table>
    </div>
  );
}
