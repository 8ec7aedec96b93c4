import type { ExportSecretList } from '../../api/schemas/exports';
import type { ExportFormProblems } from '../../commands/exports/fields';
import { messages } from '../../messages';
import type { ExportFormFields } from '../../state/exportsForm';
import { LineField } from '../templateEditor/fields';
import { FormSection } from './FormParts';
import { SecretField } from './SecretField';

const f = messages.exports.form;

/** The Notion details, both required: the secret and the database the pages go to. */
export function NotionSection({
  fields,
  problems,
  secrets,
  onDetail,
}: {
  fields: ExportFormFields;
  problems: ExportFormProblems;
  secrets: ExportSecretList | null;
  onDetail(key: string, value: unknown): void;
}) {
  const detail = (key: string) => String(fields.details[key] ?? '');
  return (
    <FormSection title={f.sections.notion}>
      <SecretField
        value={detail('api_key_secret_ref')}
        secrets={secrets}
        error={problems.api_key_secret_ref}
        onChange={(value) => onDetail('api_key_secret_ref', value)}
      />
      <LineField
        label={f.fields.databaseId}
        value={detail('database_id')}
        hint={f.hints.databaseId}
        error={problems.database_id}
        onChange={(value) => onDetail('database_id', value)}
      />
    </FormSection>
  );
}
