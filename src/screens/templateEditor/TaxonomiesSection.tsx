import { Flex, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai/react';
import { useEffect, useMemo } from 'react';
import { toggleTaxonomyForTemplate } from '../../commands/templateTaxonomies/toggleForTemplate';
import { messages } from '../../messages';
import { callerAtom, mayUseAccess } from '../../state/claims';
import { routeAccess } from '../../state/routeAccess';
import {
  changeTaxonomyDraft,
  discardTaxonomyDraft,
  pendingTaxonomyStatesAtom,
  shownTaxonomies,
  taxonomyDraftAtom,
  taxonomyDraftOf,
  templateTaxonomiesResource,
} from '../../state/templateTaxonomies';
import { useCommandRuntime } from '../common/CommandRuntime';
import { LoadState } from '../common/LoadState';
import { useCommand } from '../common/useCommand';
import { useResource } from '../common/useResource';
import { TaxonomyModeBar } from './TaxonomyModeBar';
import { TaxonomyRow } from './TaxonomyRow';
import { TemplateTable } from '../common/templates/TemplateTable';

const t = messages.templateTaxonomies;
const columns = [t.columns.name, t.columns.owner, t.columns.terms, t.columns.active] as const;

/**
 * The TAXONOMIEËN section of a saved template's full editor: the taxonomies that can apply to it, each with its
 * switch. The switches save one at a time (`taxonomies.toggleForTemplate`), or, after "Meerdere tegelijk
 * wijzigen", change a draft that `taxonomies.saveAllForTemplate` saves in one call (see `TaxonomyModeBar`).
 * Loaded when the section is opened, and kept fresh while shown.
 */
export function TaxonomiesSection({ templateId }: { templateId: number }) {
  const { ctx } = useCommandRuntime();
  const store = ctx.store;
  const loadable = useResource(templateTaxonomiesResource, templateId);
  const pending = useAtomValue(pendingTaxonomyStatesAtom, { store })[templateId];
  const draft = taxonomyDraftOf(useAtomValue(taxonomyDraftAtom, { store }), templateId);
  const mayEdit = mayUseAccess(useAtomValue(callerAtom, { store }), routeAccess.taxonomyEdit);
  const toggle = useCommand(toggleTaxonomyForTemplate, { templateId });
  const list = loadable.data;
  const rows = useMemo(() => (list ? shownTaxonomies(list, pending, draft) : null), [list, pending, draft]);

  const change = (taxonomyId: number, active: boolean) => {
    if (draft) changeTaxonomyDraft(store, templateId, { [taxonomyId]: active });
    else void toggle.run({ taxonomyId, is_active: active });
  };

  return (
    <Flex direction="column" gap="3">
      <LoadState loadable={loadable} loading={t.loading} />
      {rows && rows.length === 0 && (
        <Text as="p" size="2" color="gray" highContrast>
          {t.empty}
        </Text>
      )}
      {rows && rows.length > 0 && (
        <>
          <TaxonomyModeBar
            templateId={templateId}
            rows={rows}
            draft={draft}
            toggleReason={toggle.available ? null : toggle.reason}
          />
          <TemplateTable caption={t.caption} columns={columns} actionsHeader={t.columns.actions}>
            {rows.map((row) => (
              <TaxonomyRow
                key={row.taxonomy.id}
                row={row}
                onChange={change}
                disabled={!draft && !toggle.available}
                mayEdit={mayEdit}
              />
            ))}
          </TemplateTable>
        </>
      )}
    </Flex>
  );
}

/** Ends the template's batch draft when its editor closes (or shows another template): it is not kept. */
export function useTaxonomyDraftCleanup(templateId: number | null): void {
  const { ctx } = useCommandRuntime();
  useEffect(() => {
    if (templateId === null) return undefined;
    return () => discardTaxonomyDraft(ctx.store, templateId);
  }, [ctx, templateId]);
}
