import styles from './admin.module.css';

export function Filters<T extends string>({
  name,
  label,
  options,
  value,
  onChange,
}: {
  name: string;
  label: string;
  options: readonly T[];
  value: T;
  onChange: (v: T) => void;
}) {
  return (
    <fieldset className={styles.filters}>
      <legend className="field-label">{label}</legend>
      {options.map((o) => (
        <label key={o} className={value === o ? `${styles.filter} ${styles.filterActive}` : styles.filter}>
          <input type="radio" name={name} value={o} checked={value === o} onChange={() => onChange(o)} />
          {o}
        </label>
      ))}
    </fieldset>
  );
}
