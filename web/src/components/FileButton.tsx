import { useRef, type ReactNode } from 'react';

interface Props {
  /** The button's text. */
  children: ReactNode;
  /** The hidden file input's name for assistive technology and tests. */
  inputLabel: string;
  accept: string;
  onFile: (file: File) => void;
  className?: string;
  disabled?: boolean;
  testId?: string;
  /** The file input's id, so a `<label htmlFor>` elsewhere (a drop box) opens the chooser too. */
  inputId?: string;
}

/**
 * A button that opens the file chooser; the file input itself stays hidden (it cannot be styled) and is
 * emptied after each choice, so choosing the same file again still counts.
 */
export function FileButton({
  children,
  inputLabel,
  accept,
  onFile,
  className = 'btn',
  disabled,
  testId,
  inputId,
}: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={accept}
        className="visually-hidden"
        data-testid={testId}
        aria-label={inputLabel}
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <button type="button" className={className} disabled={disabled} onClick={() => input.current?.click()}>
        {children}
      </button>
    </>
  );
}
