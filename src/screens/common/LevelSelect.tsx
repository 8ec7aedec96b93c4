import { levels, type Level } from '../../api/schemas/users';
import { selectClass, type FieldControlProps } from './FormField';

/** The user level (Lite, Pro, Business, Debug) as a native select, inside a `FormField`. */
export function LevelSelect({
  value,
  onChange,
  ...field
}: FieldControlProps & { value: Level; onChange: (level: Level) => void }) {
  return (
    <select
      {...field}
      className={selectClass}
      value={value}
      onChange={(e) => onChange(e.target.value as Level)}
    >
      {levels.map((level) => (
        <option key={level} value={level}>
          {level}
        </option>
      ))}
    </select>
  );
}
