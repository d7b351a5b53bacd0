// Labelled form controls with their error beside them. Every control has a visible <label>; the error
// and hint are tied to it with aria-describedby, and aria-invalid marks a control with a problem.
import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { nextPhoneInput, PHONE_MAX_LENGTH } from './phone';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

function FieldFrame({ id, label, error, hint, className, children }: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children(describedBy)}
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'>;

export interface TextFieldProps extends InputProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  fieldClassName?: string;
}

export function TextField({ label, value, onChange, error, hint, fieldClassName, id, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} className={fieldClassName}>
      {(describedBy) => (
        <input
          type="text"
          {...rest}
          id={inputId}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {}

/** A password input with a Show/Hide toggle button (keyboard reachable, announces its state). */
export function PasswordField({ label, value, onChange, error, hint, fieldClassName, id, ...rest }: PasswordFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} className={fieldClassName}>
      {(describedBy) => (
        <div className="password-field">
          <input
            {...rest}
            type={visible ? 'text' : 'password'}
            id={inputId}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
          <button
            type="button"
            className="btn btn-sm password-toggle"
            aria-controls={inputId}
            aria-pressed={visible}
            aria-label={`${visible ? 'Hide' : 'Show'} ${typeof label === 'string' ? label.toLowerCase() : 'password'}`}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? 'Hide' : 'Show'}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}

export interface PhoneFieldProps extends Omit<TextFieldProps, 'type' | 'maxLength'> {}

/** Phone input that accepts digits only and formats as the spec says; `value` is the display text. */
export function PhoneField({ value, onChange, ...rest }: PhoneFieldProps) {
  return (
    <TextField
      {...rest}
      type="tel"
      inputMode="numeric"
      autoComplete={rest.autoComplete ?? 'tel-national'}
      maxLength={PHONE_MAX_LENGTH}
      value={value}
      onChange={(typed) => onChange(nextPhoneInput(value, typed))}
    />
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<string | { value: string; label: string }>;
  /** A first entry with an empty value, e.g. "Select". */
  placeholderOption?: string;
  error?: string | null;
  hint?: ReactNode;
  fieldClassName?: string;
}

export function SelectField({ label, value, onChange, options, placeholderOption, error, hint, fieldClassName, id, ...rest }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <FieldFrame id={selectId} label={label} error={error} hint={hint} className={fieldClassName}>
      {(describedBy) => (
        <select
          {...rest}
          id={selectId}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        >
          {placeholderOption !== undefined ? <option value="">{placeholderOption}</option> : null}
          {options.map((o) => {
            const opt = typeof o === 'string' ? { value: o, label: o } : o;
            return (
              <option key={opt.value} value={opt.value}>
                {opt.label}
              </option>
            );
          })}
        </select>
      )}
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  fieldClassName?: string;
}

export function TextAreaField({ label, value, onChange, error, hint, fieldClassName, id, ...rest }: TextAreaFieldProps) {
  const autoId = useId();
  const areaId = id ?? autoId;
  return (
    <FieldFrame id={areaId} label={label} error={error} hint={hint} className={fieldClassName}>
      {(describedBy) => (
        <textarea
          {...rest}
          id={areaId}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}

/** A form-level message (network failure, refused login...). */
export function FormMessage({ error, success }: { error?: string | null; success?: ReactNode }) {
  if (error) {
    return (
      <p className="notice notice-error" role="alert">
        {error}
      </p>
    );
  }
  if (success) {
    return (
      <div className="notice notice-success" role="status">
        {success}
      </div>
    );
  }
  return null;
}
