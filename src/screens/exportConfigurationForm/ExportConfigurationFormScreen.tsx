import { Button, Flex, Heading } from '@radix-ui/themes';
import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import type { ExportConfiguration } from '../../api/schemas/exports';
import { typeOfTemplate } from '../../api/schemas/templates';
import { saveNewExportConfiguration } from '../../commands/exports/create';
import { fieldProblems, mappingProblem, type ExportFormProblems } from '../../commands/exports/fields';
import { exportsTabHref } from '../../commands/exports/pickConfiguration';
import { updateExportConfiguration } from '../../commands/exports/update';
import { messages } from '../../messages';
import { exportConfigurationResource, exportSecretsResource } from '../../state/exports';
import {
  exportFormFieldsOf,
  newExportFormFields,
  type ExportFormFields,
  type ExportFormTarget,
} from '../../state/exportsForm';
import { routes } from '../../state/routes';
import { organizationTemplatesResource } from '../../state/templates';
import { useCommandRuntime } from '../common/CommandRuntime';
import { Keycaps } from '../common/Keycaps';
import { useFirstFieldFocus } from '../common/firstField';
import { ErrorCallout, Loading } from '../common/LoadState';
import { useCommand } from '../common/useCommand';
import { useResource } from '../common/useResource';
import { useRoute } from '../common/useRoute';
import { useScreen } from '../common/useScreen';
import { GeneralSection } from './GeneralSection';
import { HubspotSection } from './HubspotSection';
import { NotionSection } from './NotionSection';
import type { TemplateChoice } from './TemplatePicker';
import { useExportForm } from './useExportForm';

const t = messages.exports;
const f = t.form;

/** The organisation's templates (its own and the default ones it uses), and those the configuration already picks. */
function useTemplateChoices(organizationId: number, configuration: ExportConfiguration | null) {
  const loadable = useResource(organizationTemplatesResource, organizationId);
  const choices = useMemo<TemplateChoice[] | null>(() => {
    if (!loadable.data) return null;
    const offered = loadable.data.map((template) => ({
      id: template.id,
      label: f.templateOption(template.title, template.id, typeOfTemplate(template) === 'default'),
    }));
    const known = new Set(offered.map((choice) => choice.id));
    const picked = (configuration?.meeting_templates ?? [])
      .filter((template) => !known.has(template.id))
      .map((template) => ({ id: template.id, label: f.templateOption(template.title, template.id, false) }));
    return [...offered, ...picked];
  }, [loadable.data, configuration]);
  return { choices, loading: loadable.loading, failed: loadable.error !== null };
}

/** What the form shows at once: an unparsable mapping (no template: the picker says so); the rest once a save was tried. */
function shownProblems(
  problems: ExportFormProblems,
  tried: boolean,
  mapping: string | null,
): ExportFormProblems {
  if (tried) return problems;
  return mapping ? { creation_property_mapping: mapping } : {};
}

/**
 * The export configuration form: title, back link, spinner while loading, error banner, the General section and
 * the selected platform's section, Annuleren and the save button (Opslaan... while saving, disabled while no
 * template is selected, the mapping is not a JSON object, or anything loads). Saving runs the create or update
 * command (also Ctrl+S), which returns to the exports tab.
 */
function ExportForm({
  organizationId,
  target,
  initial,
  configuration,
  loading,
  loadError,
}: {
  organizationId: number;
  target: ExportFormTarget;
  initial: ExportFormFields | null;
  configuration: ExportConfiguration | null;
  loading: boolean;
  loadError: string | null;
}) {
  const { ctx } = useCommandRuntime();
  const isNew = target.kind === 'new';
  const { form, change, switchPlatform } = useExportForm(target, initial);
  const templates = useTemplateChoices(organizationId, configuration);
  const secrets = useResource(exportSecretsResource, undefined);
  const create = useCommand(saveNewExportConfiguration, { organizationId });
  const update = useCommand(updateExportConfiguration, {
    organizationId,
    configurationId: target.kind === 'saved' ? target.id : undefined,
  });
  const save = isNew ? create : update;
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const formElement = useRef<HTMLFormElement>(null);
  useFirstFieldFocus(formElement, form !== null);

  const problems = form ? fieldProblems(form.fields) : {};
  const mapping = form ? mappingProblem(form.fields) : null;
  const shown = shownProblems(problems, tried, mapping);
  const blocked =
    !form ||
    saving ||
    loading ||
    templates.loading ||
    form.fields.templateIds.length === 0 ||
    mapping !== null ||
    !save.available;

  async function onSave(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (blocked || Object.keys(problems).length > 0) return;
    setSaving(true);
    setSaveError(null);
    const result = await save.run();
    setSaving(false);
    if (result.status === 'failed') setSaveError(errorMessage(result.error));
  }

  const onDetail = (key: string, value: unknown) =>
    form && change({ details: { ...form.fields.details, [key]: value } });

  return (
    <>
      {loading && !form && <Loading label={f.loadingOne} />}
      <ErrorCallout message={loadError} />
      <ErrorCallout message={templates.failed ? t.loadTemplatesFailed : null} />
      <ErrorCallout message={saveError} />
      {form && (
        <form
          ref={formElement}
          onSubmit={(event) => void onSave(event)}
          noValidate
          className="flex flex-col gap-4"
        >
          <GeneralSection
            fields={form.fields}
            problems={shown}
            templates={templates.choices}
            templatesLoading={templates.loading}
            onChange={change}
            onPlatform={switchPlatform}
          />
          {form.fields.platform === 'HUBSPOT' ? (
            <HubspotSection
              fields={form.fields}
              problems={shown}
              secrets={secrets.data}
              onDetail={onDetail}
              onChange={change}
            />
          ) : (
            <NotionSection fields={form.fields} problems={shown} secrets={secrets.data} onDetail={onDetail} />
          )}
          <Flex gap="2" wrap="wrap" align="center">
            <Button
              type="submit"
              disabled={blocked}
              title={save.reason ?? undefined}
              aria-keyshortcuts={save.ariaKeyShortcuts}
            >
              {saving ? f.saving : isNew ? f.saveNew : f.saveEdit}
              {save.keybinding && <Keycaps binding={save.keybinding} />}
            </Button>
            <Button
              type="button"
              variant="soft"
              color="gray"
              highContrast
              disabled={saving}
              onClick={() => ctx.navigate(exportsTabHref(organizationId))}
            >
              {f.cancel}
            </Button>
          </Flex>
        </form>
      )}
    </>
  );
}

/** The title and the back link to the organisation's exports tab. */
function FormFrame({
  title,
  organizationId,
  children,
}: {
  title: string;
  organizationId: number;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-4">
      <Link
        to={exportsTabHref(organizationId)}
        className="w-fit text-sm text-[var(--accent-11)] underline-offset-2 hover:underline"
      >
        <span aria-hidden="true">←</span> {f.back}
      </Link>
      <Heading as="h1" size="7">
        {title}
      </Heading>
      {children}
    </section>
  );
}

const validId = (value: number) => Number.isInteger(value) && value > 0;

/** `/organizations/{id}/exports/new`: Nieuwe Export Configuratie. */
export function ExportConfigurationNewScreen() {
  const { params } = useRoute(routes.exportConfigurationNew);
  const organizationId = Number(params.id);
  useScreen('exportConfigurationNew', { organizationId: params.id });
  const target = useMemo<ExportFormTarget>(() => ({ kind: 'new', organizationId }), [organizationId]);
  const initial = useMemo(() => newExportFormFields(), []);
  return (
    <FormFrame title={messages.screens.exportConfigurationNew} organizationId={organizationId}>
      {validId(organizationId) && (
        <ExportForm
          key={organizationId}
          organizationId={organizationId}
          target={target}
          initial={initial}
          configuration={null}
          loading={false}
          loadError={null}
        />
      )}
    </FormFrame>
  );
}

/** `/organizations/{id}/exports/{configId}`: Export Configuratie Bewerken. */
export function ExportConfigurationEditScreen() {
  const { params } = useRoute(routes.exportConfigurationEdit);
  const organizationId = Number(params.id);
  const id = Number(params.configId);
  const valid = validId(organizationId) && validId(id);
  useScreen('exportConfigurationEdit', { organizationId: params.id, configurationId: params.configId });
  const loadable = useResource(exportConfigurationResource, valid ? id : null);
  const configuration = loadable.data;
  const target = useMemo<ExportFormTarget>(
    () => ({ kind: 'saved', organizationId, id }),
    [organizationId, id],
  );
  // The fields start from the configuration as first loaded; a reload keeps what is typed.
  const loadedId = configuration?.id;
  const initial = useMemo(() => (configuration ? exportFormFieldsOf(configuration) : null), [loadedId]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <FormFrame title={messages.screens.exportConfigurationEdit} organizationId={organizationId}>
      {valid && (
        <ExportForm
          key={id}
          organizationId={organizationId}
          target={target}
          initial={initial}
          configuration={configuration}
          loading={loadable.loading}
          loadError={loadable.error}
        />
      )}
    </FormFrame>
  );
}
