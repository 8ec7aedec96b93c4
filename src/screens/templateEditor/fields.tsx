import { TextArea, TextField } from '@radix-ui/themes';
import { isJsonText } from '../../api/rules/templates';
import type { Complexity } from '../../api/schemas/templates';
import { messages } from '../../messages';
import { FormField, selectClass } from '../common/FormField';
import { CodeField } from './CodeField';

const t = messages.templateEditor;

interface FieldProps<V> {
  label: string;
  value: V;
  onChange(value: V): void;
  readOnly?: boolean;
  hint?: string | undefined;
  error?: string | undefined;
}

/** The draft fields that have a label of their own (`messages.templateEditor.fields`). */
type Labelled = Exclude<keyof typeof t.fields, 'user'>;

/**
 * Ties the fields below to a draft: `field('title')` is the label, value, read-only flag and change handler of
 * the draft's title (`<LineField {...field('title')} />`).
 */
export function draftFields<D>(draft: D, onChange: (patch: Partial<D>) => void, readOnly: boolean) {
  return <K extends keyof D & Labelled>(key: K) => ({
    label: t.fields[key],
    value: draft[key],
    readOnly,
    onChange: (value: D[K]) => onChange({ [key]: value } as unknown as Partial<D>),
  });
}

/** A one-line text field (title, name, numbers as text). */
export function LineField({
  label,
  value,
  onChange,
  readOnly,
  hint,
  error,
  numeric = false,
}: FieldProps<string> & { numeric?: boolean }) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(field) => (
        <TextField.Root
          {...field}
          value={value}
          readOnly={readOnly}
          autoComplete="off"
          {...(numeric ? { inputMode: 'numeric' as const } : {})}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** The description: a few lines of plain text. */
export function DescriptionField({ label, value, onChange, readOnly }: FieldProps<string>) {
  return (
    <FormField label={label}>
      {(field) => (
        <TextArea
          {...field}
          rows={3}
          value={value}
          readOnly={readOnly}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** Complexity as a native select; a value outside `options` (MEDIUM in the dialog) stays offered. */
export function ComplexityField({
  label,
  value,
  onChange,
  readOnly,
  options,
}: FieldProps<Complexity> & { options: readonly Complexity[] }) {
  const offered = options.includes(value) ? options : [...options, value];
  return (
    <FormField label={label}>
      {(field) => (
        <select
          {...field}
          className={selectClass}
          value={value}
          disabled={readOnly}
          onChange={(event) => onChange(event.target.value as Complexity)}
        >
          {offered.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** A CodeMirror field with its label, hint and error (content, system message, task). */
export function CodeInputField({
  language,
  minHeight,
  ...props
}: FieldProps<string> & { language?: 'text' | 'json'; minHeight?: string }) {
  return (
    <FormField label={props.label} hint={props.hint} error={props.error}>
      {(field) => (
        <CodeField
          id={field.id}
          label={props.label}
          value={props.value}
          onChange={props.onChange}
          readOnly={props.readOnly ?? false}
          describedBy={field['aria-describedby']}
          invalid={field['aria-invalid'] === true}
          {...(language ? { language } : {})}
          {...(minHeight ? { minHeight } : {})}
        />
      )}
    </FormField>
  );
}

/** Extra Settings: CodeMirror in JSON mode; text that is not JSON is reported under the field as it is typed. */
export function ExtraSettingsField(props: FieldProps<string>) {
  return (
    <CodeInputField
      {...props}
      language="json"
      minHeight="5rem"
      hint={t.hints.extraSettings}
      error={isJsonText(props.value) ? undefined : t.invalidJson}
    />
  );
}
