import { useId } from 'react';
import './pill-choice.css';

export interface PillOption<T extends string> {
  id: T;
  name: string;
}

export interface PillChoiceProps<T extends string> {
  /** The group's visible label. */
  legend: string;
  options: readonly PillOption<T>[];
  value: T;
  onChange: (id: T) => void;
  /** Drawn smaller, for a tools panel. */
  small?: boolean;
}

/**
 * One choice out of a few, as a row of pills: real radio buttons (the browser's arrow keys move between them,
 * a screen reader reads the legend and the choice) drawn as rounded buttons, the chosen one filled.
 */
export function PillChoice<T extends string>({ legend, options, value, onChange, small = false }: PillChoiceProps<T>) {
  const name = useId();
  return (
    <fieldset className={small ? 'pill-choice is-small' : 'pill-choice'}>
      <legend className="pill-choice-legend">{legend}</legend>
      <div className="pill-choice-options">
        {options.map((option) => (
          <label key={option.id} className={option.id === value ? 'pill is-selected' : 'pill'}>
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={option.id === value}
              onChange={() => onChange(option.id)}
            />
            <span>{option.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
