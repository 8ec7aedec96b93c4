import { Switch, Text } from '@radix-ui/themes';
import { exportPlatforms } from '../../api/schemas/exports';
import type { ExportFormProblems } from '../../commands/exports/fields';
import { messages } from '../../messages';
import type { ExportFormFields } from '../../state/exportsForm';
import { LineField } from '../templateEditor/fields';
import { ChoiceField, FormSection } from './FormParts';
import { TemplatePicker, type TemplateChoice } from './TemplatePicker';

const t = messages.exports;
const f = t.form;

/** Name, active, the meeting templates and the target platform. */
export function GeneralSection({
  fields,
  problems,
  templates,
  templatesLoading,
  onChange,
  onPlatform,
}: {
  fields: ExportFormFields;
  problems: ExportFormProblems;
  templates: readonly TemplateChoice[] | null;
  templatesLoading: boolean;
  onChange(patch: Partial<ExportFormFields>): void;
  onPlatform(platform: ExportFormFields['platform']): void;
}) {
  return (
    <FormSection title={f.sections.general}>
      <LineField
        label={f.fields.name}
        value={fields.name}
        error={problems.name}
        onChange={(name) => onChange({ name })}
      />
      <Text as="label" size="2" weight="medium" className="flex w-fit items-center gap-2">
        <Switch checked={fields.isActive} onCheckedChange={(isActive) => onChange({ isActive })} />
        {f.fields.active}
      </Text>
      <TemplatePicker
        choices={templates}
        selected={fields.templateIds}
        loading={templatesLoading}
        onChange={(templateIds) => onChange({ templateIds })}
      />
      <ChoiceField
        label={f.fields.platform}
        value={fields.platform}
        choices={exportPlatforms}
        labels={t.platforms}
        onChange={onPlatform}
      />
    </FormSection>
  );
}
