// The table of Brixes that the cart, Reorder and Order Details share: a picture, the size, the quantity
// and the amount in each row. Each screen fills the size and quantity cells its own way; `compact` is the
// account's smaller picture, which keeps its size on phones.
import type { ReactNode } from 'react';
import type { CartItem } from '../../lib/api';
import { BLENDING_NAMES, formatCents, inchesToCm, type Blending } from '@brixilated/shop';
import styles from './items.module.css';

type Sized = Pick<CartItem, 'size' | 'shape' | 'width' | 'height'>;
type Shown = Sized & Pick<CartItem, 'pixImageUrl' | 'priceCents'>;

/** The print size in inches and centimetres (1 decimal). */
export function itemDimensions(item: Sized): string {
  const cm = (inches: number) => inchesToCm(inches).toFixed(1);
  return `${item.width}" x ${item.height}" (${cm(item.width)} x ${cm(item.height)} cm)`;
}

/** "Small Square - 20" x 20" (50.8 x 50.8 cm)". */
export function itemSizeText(item: Sized): string {
  return `${item.size} ${item.shape} - ${itemDimensions(item)}`;
}

/** "Colour blending: Smooth" for a Brix drawn with blending; nothing for one drawn without (Off). */
export function blendingText(item: { blending?: Blending }): string | null {
  return item.blending && item.blending !== 'off' ? `Colour blending: ${BLENDING_NAMES[item.blending]}` : null;
}

/** A typed quantity as a whole number, or null while it is not one (the quantity boxes change nothing then). */
export function parseQuantity(text: string): number | null {
  return /^\s*\d+\s*$/.test(text) ? Number.parseInt(text, 10) : null;
}

const variant = (base: string, compact: boolean) => (compact ? `${base} ${styles.compact}` : base);

/** The picture cell; empty when there is no picture. */
export function ItemThumb({ src, alt = '', compact = false }: { src?: string; alt?: string; compact?: boolean }) {
  const side = compact ? 56 : 96;
  return (
    <td className={variant(styles.thumbCell, compact)}>
      {src ? <img className={styles.thumb} src={src} alt={alt} width={side} height={side} /> : null}
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
        Quantity of {item.size} {item.shape} Brix
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
  compact = false,
  size,
  quantity,
  amountCents,
}: {
  item: Shown;
  thumbAlt?: string;
  compact?: boolean;
  size: ReactNode;
  quantity: ReactNode;
  amountCents: number;
}) {
  return (
    <tr>
      <ItemThumb src={item.pixImageUrl} alt={thumbAlt} compact={compact} />
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
