import { Flex, Heading } from '@radix-ui/themes';
import { useId, useMemo } from 'react';
import { Navigate } from 'react-router-dom';
import { settingsApply } from '../../api/rules/templates';
import { complexities } from '../../api/schemas/templates';
import { defaultDraftProblems } from '../../commands/templateEditor/body';
import { saveNewDefaultTemplate } from '../../commands/templateEditor/createDefaultTemplate';
import { saveDefaultTemplate } from '../../commands/templateEditor/saveDefaultTemplate';
import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import {
  defaultDraftOf,
  emptyDefaultDraft,
  type DefaultTemplateDraft,
  type EditorDraft,
  type EditorTarget,
} from '../../state/templateDraft';
import { defaultTemplateAddress, templateResource } from '../../state/templates';
import { useCommand } from '../common/useCommand';
import { useResource } from '../common/useResource';
import { useRoute } from '../common/useRoute';
import { useScreen } from '../common/useScreen';
import {
  CodeInputField,
  ComplexityField,
  DescriptionField,
  ExtraSettingsField,
  LineField,
} from '../templateEditor/fields';
import { FullEditor, type SectionsProps } from '../templateEditor/FullEditor';
import { RevisionsSection } from '../templateEditor/revisions/RevisionsSection';
import { idFromPath } from '../templateEditor/routeIds';

const t = messages.templateEditor;
const f = t.fields;
const problems = messages.templates.problems;

const back = { to: href(routes.defaultTemplates), label: t.backToDefaults };

/** A default template's draft (the shared atom holds its name and sort order too). */
const complete = (draft: EditorDraft): DefaultTemplateDraft => ({ ...emptyDefaultDraft, ...draft });
const checks = (draft: EditorDraft) => defaultDraftProblems(complete(draft));

/**
 * The default template's fields, section ALGEMEEN: name, title, description, complexity, sort order, content,
 * and for CUSTOM max tokens, system message, task and Extra Settings.
 */
function DefaultTemplateFields({ draft, onChange, readOnly, problems: shown }: SectionsProps) {
  const headingId = useId();
  const full = complete(draft);
  const custom = settingsApply(full.complexity);
  const missing = (value: string) =>
    shown.includes(problems.nameTitleContentRequired) && value.trim() === ''
      ? problems.nameTitleContentRequired
      : undefined;
  const flagged = (problem: keyof typeof problems) =>
    shown.includes(problems[problem]) ? problems[problem] : undefined;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <Heading as="h2" size="4" id={headingId}>
        {t.sections.general}
      </Heading>
      <Flex direction="column" gap="3" className="max-w-2xl">
        <LineField
          label={f.name}
          value={full.name}
          readOnly={readOnly}
          hint={t.hints.name}
          error={missing(full.name) ?? flagged('nameInvalid')}
          onChange={(name) => onChange({ name })}
        />
        <LineField
          label={f.title}
          value={full.title}
          readOnly={readOnly}
          error={missing(full.title)}
          onChange={(title) => onChange({ title })}
        />
        <DescriptionField
          label={f.description}
          value={full.description}
          readOnly={readOnly}
          onChange={(description) => onChange({ description })}
        />
        <ComplexityField
          label={f.complexity}
          value={full.complexity}
          options={complexities}
          readOnly={readOnly}
          onChange={(complexity) => onChange({ complexity })}
        />
        <LineField
          label={f.sortOrder}
          value={full.sortOrder}
          numeric
          readOnly={readOnly}
          hint={t.hints.sortOrder}
          error={flagged('sortOrderInvalid')}
          onChange={(sortOrder) => onChange({ sortOrder })}
        />
        {custom && (
          <LineField
            label={f.maxTokens}
            value={full.maxTokens}
            numeric
            readOnly={readOnly}
            hint={t.hints.maxTokens}
            error={flagged('maxTokensInvalid')}
            onChange={(maxTokens) => onChange({ maxTokens })}
          />
        )}
      </Flex>
      <CodeInputField
        label={f.content}
        value={full.content}
        readOnly={readOnly}
        hint={t.hints.content}
        error={missing(full.content)}
        minHeight="16rem"
        onChange={(content) => onChange({ content })}
      />
      {custom && (
        <>
          <CodeInputField
            label={f.systemMessage}
            value={full.systemMessage}
            readOnly={readOnly}
            onChange={(systemMessage) => onChange({ systemMessage })}
          />
          <CodeInputField
            label={f.task}
            value={full.task}
            readOnly={readOnly}
            onChange={(task) => onChange({ task })}
          />
          <ExtraSettingsField
            label={f.extraSettings}
            value={full.extraSettings}
            readOnly={readOnly}
            onChange={(extraSettings) => onChange({ extraSettings })}
          />
        </>
      )}
    </section>
  );
}

/** ALGEMEEN, and for a saved default template below it REVISIES (a default template has revisions too). */
const sections = (props: SectionsProps) => (
  <>
    <DefaultTemplateFields {...props} />
    {props.templateId !== null && <RevisionsSection templateId={props.templateId} />}
  </>
);

const newTarget: EditorTarget = { owner: 'default', id: null };

/** `/default-templates/new`: a new default template; saving goes back to `/default-templates`. */
export function DefaultTemplateNewScreen() {
  useScreen('defaultTemplateNew');
  const create = useCommand(saveNewDefaultTemplate);
  return (
    <FullEditor
      heading={messages.screens.defaultTemplateNew}
      owner={t.defaultTemplate}
      back={back}
      loading={false}
      loadError={null}
      source="new"
      target={newTarget}
      initial={emptyDefaultDraft}
      readOnlyReason={null}
      saveBlocked={create.available ? null : create.reason}
      save={() => create.run()}
      checks={checks}
      sections={sections}
    />
  );
}

/** `/default-templates/{id}`; an id that is not one goes back to the list. */
export function DefaultTemplateEditScreen() {
  const { params } = useRoute(routes.defaultTemplateEdit);
  const id = idFromPath(params.id);
  if (id === null) return <Navigate to={href(routes.defaultTemplates)} replace />;
  return <DefaultTemplateEditor id={id} />;
}

function DefaultTemplateEditor({ id }: { id: number }) {
  useScreen('defaultTemplateEdit', { templateId: String(id) });
  const address = defaultTemplateAddress(id);
  const loadable = useResource(templateResource, address);
  const save = useCommand(saveDefaultTemplate, { templateId: id });
  const template = loadable.data;
  const initial = useMemo(() => (template ? defaultDraftOf(template) : null), [template]);
  const target = useMemo<EditorTarget>(() => ({ owner: 'default', id }), [id]);
  return (
    <FullEditor
      heading={template?.title || messages.screens.defaultTemplateEdit}
      owner={t.defaultTemplate}
      back={back}
      loading={loadable.loading}
      loadError={loadable.error}
      source={address}
      target={target}
      initial={initial}
      readOnlyReason={null}
      templateId={id}
      saveBlocked={save.available ? null : save.reason}
      save={() => save.run()}
      checks={checks}
      sections={sections}
    />
  );
}
