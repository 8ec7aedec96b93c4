import { Flex, Tabs } from '@radix-ui/themes';
import { useState } from 'react';
import { complexities } from '../../api/schemas/templates';
import { settingsApply } from '../../api/rules/templates';
import { messages } from '../../messages';
import type { TemplateDraft } from '../../state/templateDraft';
import { CodeInputField, ComplexityField, DescriptionField, ExtraSettingsField, LineField } from './fields';

const t = messages.templateEditor;
const f = t.fields;

type Section = 'general' | 'prompt' | 'task' | 'systemMessage';

/**
 * The full editor's sections (spec 2) as tabs (arrow keys move between them, Tab goes into the section):
 * ALGEMEEN (title, description, complexity; for CUSTOM max tokens and Extra Settings), PROMPT (content),
 * OPDRACHT (task) and SYSTEM_MESSAGE.
 */
export function TemplateSections({
  draft,
  onChange,
  readOnly,
  missingTitleOrContent,
}: {
  draft: TemplateDraft;
  onChange(patch: Partial<TemplateDraft>): void;
  readOnly: boolean;
  /** Marks title and content after a refused save (the message itself is shown above the sections). */
  missingTitleOrContent: boolean;
}) {
  const [section, setSection] = useState<Section>('general');
  const custom = settingsApply(draft.complexity);
  const customOnly = custom ? undefined : t.hints.customOnly;
  const required = (value: string) =>
    missingTitleOrContent && value.trim() === ''
      ? messages.templates.problems.titleAndContentRequired
      : undefined;
  return (
    <Tabs.Root value={section} onValueChange={(next) => setSection(next as Section)}>
      <Tabs.List aria-label={t.sectionsLabel}>
        <Tabs.Trigger value="general">{t.sections.general}</Tabs.Trigger>
        <Tabs.Trigger value="prompt">{t.sections.prompt}</Tabs.Trigger>
        <Tabs.Trigger value="task">{t.sections.task}</Tabs.Trigger>
        <Tabs.Trigger value="systemMessage">{t.sections.systemMessage}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="general" className="pt-4">
        <Flex direction="column" gap="3" className="max-w-2xl">
          <LineField
            label={f.title}
            value={draft.title}
            readOnly={readOnly}
            error={required(draft.title)}
            onChange={(title) => onChange({ title })}
          />
          <DescriptionField
            label={f.description}
            value={draft.description}
            readOnly={readOnly}
            onChange={(description) => onChange({ description })}
          />
          <ComplexityField
            label={f.complexity}
            value={draft.complexity}
            options={complexities}
            readOnly={readOnly}
            onChange={(complexity) => onChange({ complexity })}
          />
          {custom && (
            <>
              <LineField
                label={f.maxTokens}
                value={draft.maxTokens}
                numeric
                readOnly={readOnly}
                hint={t.hints.maxTokens}
                onChange={(maxTokens) => onChange({ maxTokens })}
              />
              <ExtraSettingsField
                label={f.extraSettings}
                value={draft.extraSettings}
                readOnly={readOnly}
                onChange={(extraSettings) => onChange({ extraSettings })}
              />
            </>
          )}
        </Flex>
      </Tabs.Content>
      <Tabs.Content value="prompt" className="pt-4">
        <CodeInputField
          label={f.content}
          value={draft.content}
          readOnly={readOnly}
          hint={t.hints.content}
          error={required(draft.content)}
          minHeight="20rem"
          onChange={(content) => onChange({ content })}
        />
      </Tabs.Content>
      <Tabs.Content value="task" className="pt-4">
        <CodeInputField
          label={f.task}
          value={draft.task}
          readOnly={readOnly}
          hint={customOnly}
          minHeight="14rem"
          onChange={(task) => onChange({ task })}
        />
      </Tabs.Content>
      <Tabs.Content value="systemMessage" className="pt-4">
        <CodeInputField
          label={f.systemMessage}
          value={draft.systemMessage}
          readOnly={readOnly}
          hint={customOnly}
          minHeight="14rem"
          onChange={(systemMessage) => onChange({ systemMessage })}
        />
      </Tabs.Content>
    </Tabs.Root>
  );
}
