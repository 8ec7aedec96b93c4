import { Flex, Tabs } from '@radix-ui/themes';
import { useState } from 'react';
import { complexities } from '../../api/schemas/templates';
import { settingsApply } from '../../api/rules/templates';
import { messages } from '../../messages';
import type { TemplateDraft } from '../../state/templateDraft';
import {
  CodeInputField,
  ComplexityField,
  DescriptionField,
  draftFields,
  ExtraSettingsField,
  LineField,
} from './fields';
import { RevisionsSection } from './revisions/RevisionsSection';
import { useRevisionsTabRequest } from './revisions/useRevisionsRequest';
import { TaxonomiesSection, useTaxonomyDraftCleanup } from './TaxonomiesSection';

const t = messages.templateEditor;

type Section = 'general' | 'prompt' | 'task' | 'systemMessage' | 'taxonomies' | 'revisions';

const sections = ['general', 'prompt', 'task', 'systemMessage'] as const;

/**
 * The sections that hold one CodeMirror field each: the draft's field and the editor's starting height. The prompt
 * (content) is required; task and system message are used for CUSTOM only.
 */
const codeSections = [
  { section: 'prompt', field: 'content', minHeight: '20rem' },
  { section: 'task', field: 'task', minHeight: '14rem' },
  { section: 'systemMessage', field: 'systemMessage', minHeight: '14rem' },
] as const;

/**
 * The full editor's sections as tabs (arrow keys move between them, Tab goes into the section): ALGEMEEN
 * (title, description, complexity; for CUSTOM max tokens and Extra Settings), PROMPT (content), OPDRACHT (task)
 * and SYSTEM_MESSAGE; for a saved template that can be edited here also TAXONOMIEËN (a template must be saved
 * before its taxonomies can be managed, so a new template has no such tab), and after it REVISIES (only when
 * the template has an id).
 */
export function TemplateSections({
  draft,
  onChange,
  readOnly,
  missingTitleOrContent,
  taxonomiesOf = null,
  revisionsOf = null,
}: {
  draft: TemplateDraft;
  onChange(patch: Partial<TemplateDraft>): void;
  readOnly: boolean;
  /** Marks title and content after a refused save (the message itself is shown above the sections). */
  missingTitleOrContent: boolean;
  /** The saved template's id when its TAXONOMIEËN section is shown, else null. */
  taxonomiesOf?: number | null;
  /** The saved template's id when its REVISIES section is shown, else null. */
  revisionsOf?: number | null;
}) {
  const [section, setSection] = useState<Section>('general');
  useTaxonomyDraftCleanup(taxonomiesOf);
  useRevisionsTabRequest(revisionsOf, () => setSection('revisions'));
  const field = draftFields(draft, onChange, readOnly);
  const custom = settingsApply(draft.complexity);
  const customOnly = custom ? undefined : t.hints.customOnly;
  const required = (value: string) =>
    missingTitleOrContent && value.trim() === ''
      ? messages.templates.problems.titleAndContentRequired
      : undefined;
  return (
    <Tabs.Root value={section} onValueChange={(next) => setSection(next as Section)}>
      <Tabs.List aria-label={t.sectionsLabel}>
        {sections.map((value) => (
          <Tabs.Trigger key={value} value={value}>
            {t.sections[value]}
          </Tabs.Trigger>
        ))}
        {taxonomiesOf !== null && (
          <Tabs.Trigger value="taxonomies">{messages.templateTaxonomies.section}</Tabs.Trigger>
        )}
        {revisionsOf !== null && <Tabs.Trigger value="revisions">{messages.revisions.section}</Tabs.Trigger>}
      </Tabs.List>
      <Tabs.Content value="general" className="pt-4">
        <Flex direction="column" gap="3" className="max-w-2xl">
          <LineField {...field('title')} error={required(draft.title)} />
          <DescriptionField {...field('description')} />
          <ComplexityField {...field('complexity')} options={complexities} />
          {custom && (
            <>
              <LineField {...field('maxTokens')} numeric hint={t.hints.maxTokens} />
              <ExtraSettingsField {...field('extraSettings')} />
            </>
          )}
        </Flex>
      </Tabs.Content>
      {codeSections.map(({ section: value, field: name, minHeight }) => (
        <Tabs.Content key={value} value={value} className="pt-4">
          <CodeInputField
            {...field(name)}
            hint={name === 'content' ? t.hints.content : customOnly}
            error={name === 'content' ? required(draft.content) : undefined}
            minHeight={minHeight}
          />
        </Tabs.Content>
      ))}
      {taxonomiesOf !== null && (
        <Tabs.Content value="taxonomies" className="pt-4">
          <TaxonomiesSection templateId={taxonomiesOf} />
        </Tabs.Content>
      )}
      {revisionsOf !== null && (
        <Tabs.Content value="revisions" className="pt-4">
          <RevisionsSection templateId={revisionsOf} headingHidden />
        </Tabs.Content>
      )}
    </Tabs.Root>
  );
}
