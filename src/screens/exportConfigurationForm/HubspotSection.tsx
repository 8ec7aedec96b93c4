import {
  exportPlaceholders,
  hubspotObjectTypes,
  noteBodyFormats,
  summaryAttachMethods,
  type ExportSecretList,
} from '../../api/schemas/exports';
import type { ExportFormProblems } from '../../commands/exports/fields';
import { messages } from '../../messages';
import type { ExportFormFields } from '../../state/exportsForm';
import { CodeInputField, LineField } from '../templateEditor/fields';
import { ChoiceField, FlagField, FormSection } from './FormParts';
import { SecretField } from './SecretField';

const t = messages.exports;
const f = t.form;

const placeholders = exportPlaceholders.map((name) => `{{${name}}}`).join(', ');

/**
 * The HubSpot details: the secret, the object type (DEAL or TICKET), the searchable properties
 * (comma-separated), create if not found with the property mapping (JSON, CodeMirror), the attach method
 * (NOTE), the note title template and the body format.
 */
export function HubspotSection({
  fields,
  problems,
  secrets,
  onDetail,
  onChange,
}: {
  fields: ExportFormFields;
  /** Problems to show (the mapping's as typed, the others once a save was tried). */
  problems: ExportFormProblems;
  secrets: ExportSecretList | null;
  onDetail(key: string, value: unknown): void;
  onChange(patch: Partial<ExportFormFields>): void;
}) {
  const detail = (key: string) => String(fields.details[key] ?? '');
  return (
    <FormSection title={f.sections.hubspot}>
      <SecretField
        value={detail('api_key_secret_ref')}
        secrets={secrets}
        error={problems.api_key_secret_ref}
        onChange={(value) => onDetail('api_key_secret_ref', value)}
      />
      <ChoiceField
        label={f.fields.objectType}
        value={detail('target_object_type')}
        choices={hubspotObjectTypes}
        labels={t.objectTypes}
        error={problems.target_object_type}
        onChange={(value) => onDetail('target_object_type', value)}
      />
      <LineField
        label={f.fields.searchableProperties}
        value={fields.searchableText}
        hint={f.hints.searchableProperties}
        error={problems.hubspot_searchable_properties}
        onChange={(searchableText) => onChange({ searchableText })}
      />
      <FlagField
        label={f.fields.createIfNotFound}
        hint={f.hints.createIfNotFound}
        checked={fields.details.create_if_not_found === true}
        onChange={(checked) => onDetail('create_if_not_found', checked)}
      />
      <CodeInputField
        label={f.fields.mapping}
        value={fields.mappingText}
        language="json"
        minHeight="5rem"
        hint={f.hints.mapping}
        error={problems.creation_property_mapping}
        onChange={(mappingText) => onChange({ mappingText })}
      />
      <ChoiceField
        label={f.fields.attachMethod}
        value={detail('summary_attach_method')}
        choices={summaryAttachMethods}
        labels={t.attachMethods}
        error={problems.summary_attach_method}
        onChange={(value) => onDetail('summary_attach_method', value)}
      />
      <LineField
        label={f.fields.noteTitle}
        value={detail('note_title_template')}
        hint={f.hints.noteTitle(placeholders)}
        error={problems.note_title_template}
        onChange={(value) => onDetail('note_title_template', value)}
      />
      <ChoiceField
        label={f.fields.bodyFormat}
        value={detail('note_body_format')}
        choices={noteBodyFormats}
        labels={t.bodyFormats}
        error={problems.note_body_format}
        onChange={(value) => onDetail('note_body_format', value)}
      />
    </FormSection>
  );
}
