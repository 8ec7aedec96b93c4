import { aiModel, aiModels, type AiModel } from '../../api/schemas/ai';
import { messages } from '../../messages';
import { FormField, selectClass } from '../common/FormField';

const t = messages.templateGenerator;

/** The model of a generator dialog (claude, vertex-claude, qwen, gemini; claude by default). */
export function ModelField({
  value,
  onChange,
  disabled,
}: {
  value: AiModel;
  onChange(model: AiModel): void;
  disabled?: boolean;
}) {
  return (
    <FormField label={t.model}>
      {(field) => (
        <select
          {...field}
          className={selectClass}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(aiModel.parse(event.target.value))}
        >
          {aiModels.map((model) => (
            <option key={model} value={model}>
              {t.models[model]}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
