import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { api, errorMessage, type SizeRecord, type Shape } from '../../lib/api';
import { BUILD_STUDS_PER_HOUR, formatCents, kitFacts, proportionsText, STANDARD_SIZES } from '@brixilated/shop';
import { KitFactsTable } from '../../components/KitFacts';
import './pricing.css';
import { RetryNotice } from '../../components/RetryNotice';

/** The three shapes and what each is good for. */
export const SHAPES: { shape: Shape; description: string }[] = [
  { shape: 'Square', description: 'versatile for all your needs' },
  { shape: 'Portrait', description: 'great for solo pictures and selfies' },
  { shape: 'Landscape', description: 'great for group pictures and nature' },
];

/** The proportions (width:height) of a shape's standard sizes, Small to Large, each once: "2:3 · 1:2 · 3:4". */
export function shapeProportions(shape: Shape): string {
  const all = STANDARD_SIZES.filter((s) => s.shape === shape).map((s) => proportionsText(s.platesWide, s.platesHigh));
  return [...new Set(all)].join(' · ');
}

const rowProportions = (row: SizeRecord) => proportionsText(row.sizeData.plates.wide, row.sizeData.plates.high);

const SIZE_ORDER = ['Small', 'Medium', 'Large', 'Custom'];

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; sizes: SizeRecord[] };

export default function PricingPage() {
  usePageTitle('Pricing');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    api
      .get<{ data: SizeRecord[] }>('/inventory/sizes')
      .then(({ data }) => live && setLoad({ state: 'ready', sizes: data }))
      .catch((err: unknown) => live && setLoad({ state: 'error', message: errorMessage(err) }));
    return () => {
      live = false;
    };
  }, [attempt]);

  return (
    <div className="page pricing">
      <h1 className="page-title">Pricing</h1>
      <p className="page-lead">
        One price per size, everything in the box: base plates, connectors, a brick tool, every brick and your coded
        blueprint.
      </p>
      <p className="notice pricing-shipping">Shipping is excluded from the listed prices; you choose it at checkout.</p>

      {load.state === 'loading' && (
        <p role="status" className="muted">
          Loading prices…
        </p>
      )}
      {load.state === 'error' && (
        <RetryNotice
          message={`We could not load the prices. ${load.message}`}
          onRetry={() => setAttempt((a) => a + 1)}
        />
      )}

      <div className="pricing-shapes">
        {SHAPES.map(({ shape, description }) => {
          const rows = load.state === 'ready' ? standardRows(load.sizes, shape) : [];
          const id = `pricing-${shape.toLowerCase()}`;
          return (
            <section key={shape} className="panel pricing-shape" aria-labelledby={id}>
              <div className="pricing-shape-head">
                <ShapeGlyph shape={shape} />
                <div>
                  <h2 id={id} className="pricing-shape-title">
                    {shape} <span className="pricing-ratio">{shapeProportions(shape)}</span>
                  </h2>
                  <p className="pricing-description">{description[0].toUpperCase() + description.slice(1)}</p>
                </div>
              </div>
              {load.state === 'ready' && (
                <div className="table-wrap" role="region" aria-label={`${shape} prices`} tabIndex={0}>
                  <table className="table pricing-table" data-shape={shape}>
                    <caption className="visually-hidden">{shape} sizes and prices</caption>
                    <thead>
                      <tr>
                        <th scope="col">Size</th>
                        <th scope="col">Width</th>
                        <th scope="col">Height</th>
                        <th scope="col" className="num">
                          Price
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((row) => (
                        <tr key={`${row.sizeData.size}-${row.sizeData.plates.wide}x${row.sizeData.plates.high}`}>
                          <th scope="row">
                            {row.sizeData.size} <span className="pricing-row-ratio">{rowProportions(row)}</span>
                          </th>
                          <td>
                            {row.sizeData.imperial.width} in{' '}
                            <span className="muted">({row.sizeData.metric.width.toFixed(1)} cm)</span>
                          </td>
                          <td>
                            {row.sizeData.imperial.height} in{' '}
                            <span className="muted">({row.sizeData.metric.height.toFixed(1)} cm)</span>
                          </td>
                          <td className="num price">{formatCents(row.sizeData.priceCents)}</td>
                        </tr>
                      ))}
                      {rows.length === 0 && (
                        <tr>
                          <td colSpan={4} className="muted">
                            No sizes listed yet.
                          </td>
                        </tr>
                      )}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
          );
        })}
      </div>
      {load.state === 'ready' && (
        <section className="pricing-box" aria-labelledby="pricing-box-title">
          <h2 id="pricing-box-title">What comes in the box</h2>
          <p className="muted">
            Every brick for your picture (one a stud, with spares of each colour), the base plates, the connectors that
            join them and your coded blueprint. Build times assume {BUILD_STUDS_PER_HOUR} studs an hour.
          </p>
          <KitFactsTable
            caption="What each size holds"
            rows={SHAPES.flatMap(({ shape }) =>
              standardRows(load.sizes, shape).map((row) => ({
                label: `${shape} ${row.sizeData.size}`,
                facts: kitFacts(row.sizeData.plates.wide, row.sizeData.plates.high),
              })),
            )}
          />
        </section>
      )}
      <p className="pricing-custom muted">
        Want another size? Any custom size from 1 to 8 plates a side (10 inches per plate) can be chosen in the order
        tool, priced at $30 a plate plus $29.99.
      </p>
      <Link to="/start-order" className="btn btn-accent btn-lg">
        Get Started
      </Link>
    </div>
  );
}

/** A shape's sizes in the order Small, Medium, Large, Custom (cheaper first within one name). */
function standardRows(sizes: SizeRecord[], shape: Shape): SizeRecord[] {
  return sizes
    .filter((s) => s.shape === shape)
    .sort(
      (a, b) =>
        SIZE_ORDER.indexOf(a.sizeData.size) - SIZE_ORDER.indexOf(b.sizeData.size) ||
        a.sizeData.priceCents - b.sizeData.priceCents,
    );
}

function ShapeGlyph({ shape }: { shape: Shape }) {
  const [w, h] = shape === 'Square' ? [40, 40] : shape === 'Portrait' ? [32, 42] : [48, 32];
  return (
    <svg className="pricing-glyph" width="52" height="52" viewBox="0 0 52 52" aria-hidden="true" focusable="false">
      <rect
        x={(52 - w) / 2}
        y={(52 - h) / 2}
        width={w}
        height={h}
        rx="3"
        fill="var(--color-primary-soft)"
        stroke="var(--color-primary)"
        strokeWidth="2.5"
      />
    </svg>
  );
}
