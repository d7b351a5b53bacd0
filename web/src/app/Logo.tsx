import { Link } from 'react-router';

/** The Brixilated word mark: a 2x2 brick and the shop's name. */
export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/" className="logo" onClick={onClick} aria-label="Brixilated home">
      <svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true" focusable="false">
        <rect x="1" y="7" width="32" height="24" rx="3" fill="var(--color-primary)" />
        {[8, 26].map((cx) => (
          <g key={cx}>
            <rect x={cx - 5} y="2" width="10" height="7" rx="2" fill="var(--color-primary-strong)" />
            <ellipse cx={cx} cy="3" rx="5" ry="1.8" fill="#e0474c" />
          </g>
        ))}
        <rect x="1" y="7" width="32" height="4" fill="#000" opacity="0.12" />
      </svg>
      <span className="logo-text">Brixilated</span>
    </Link>
  );
}
