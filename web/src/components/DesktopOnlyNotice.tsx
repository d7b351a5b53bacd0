import type { ReactNode } from 'react';

export const DESKTOP_ONLY_TEXT = 'This tool needs a desktop browser (Chrome recommended)';

/**
 * The notice that the picture-making tool does not work on phones and tablets. Render it where the
 * tool would be on small screens; `children` may add a line (for example a link to the gallery).
 */
export function DesktopOnlyNotice({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <div
      className={['notice', 'notice-warning', 'desktop-only-notice', className].filter(Boolean).join(' ')}
      role="note"
    >
      <svg
        width="28"
        height="28"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        className="desktop-only-icon"
      >
        <rect x="2" y="4" width="20" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 21h8M12 17v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <div>
        <p className="desktop-only-title">
          <strong>{DESKTOP_ONLY_TEXT}</strong>
        </p>
        <p>Making your picture does not work on phones and tablets. Open this page on a computer to start your Brix.</p>
        {children}
      </div>
    </div>
  );
}

export default DesktopOnlyNotice;
