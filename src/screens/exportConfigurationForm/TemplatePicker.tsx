import { Text } from '@radix-ui/themes';
import { messages } from '../../messages';
import { FormField } from '../common/FormField';
import { Loading } from '../common/LoadState';

const t = messages.exports.form;

export interface TemplateChoice {
  id: number;
  label: string;
}

/**
 * The meeting templates a configuration pushes (a multi-select, "hold Command or Ctrl to select several"; at
 * least one, a red border and "Selecteer minimaal één Meeting Template." while none is selected). The
 * organisation's own templates and the default ones it uses.
 */
export function TemplatePicker({
  choices,
  selected,
  loading,
  onChange,
}: {
  /** Null while they load (or when they could not be loaded). */
  choices: readonly TemplateChoice[] | null;
  selected: readonly number[];
  loading: boolean;
  onChange(ids: number[]): void;
}) {
  const none = selected.length === 0;
  return (
    <FormField
      label={t.fields.templates}
      hint={t.hints.templates}
      error={none ? t.templatesRequired : undefined}
    >
      {(field) => (
        <>
          {choices === null && loading && <Loading label={t.loadingTemplates} />}
          {choices !== null && choices.length === 0 && (
            <Text as="p" size="2" color="gray" highContrast>
              {t.noTemplates}
            </Text>
          )}
          {choices !== null && choices.length > 0 && (
            <select
              {...field}
              multiple
              size={Math.min(8, Math.max(4, choices.length))}
              value={selected.map(String)}
              onChange={(event) =>
                onChange(Array.from(event.target.selectedOptions, (option) => Number(option.value)))
              }
              className={`max-w-xl rounded-[var(--radius-2)] border bg-[var(--color-surface)] p-1 text-sm text-[var(--gray-12)] ${
                none ? 'border-2 border-[var(--red-9)]' : 'border-[var(--gray-a7)]'
              }`}
            >
              {choices.map((choice) => (
                <option key={choice.id} value={choice.id} className="rounded-sm px-2 py-1">
                  {choice.label}
                </option>
              ))}
            </select>
          )}
          {!none && (
            <Text size="1" color="gray" highContrast aria-live="polite">
              {t.selectedCount(selected.length)}
            </Text>
          )}
        </>
      )}
    </FormField>
  );
}
