import { Button, Flex, Table, Text } from '@radix-ui/themes';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { ExportConfiguration } from '../../api/schemas/exports';
import { deleteExportConfiguration } from '../../commands/exports/delete';
import { newExportConfigurationHref } from '../../commands/exports/pickConfiguration';
import { toggleExportConfigurationActive } from '../../commands/exports/toggleActive';
import { messages } from '../../messages';
import {
  exportConfigurationsResource,
  latestPushPerConfiguration,
  loadOrganizationExportPushes,
  organizationExportPushesResource,
} from '../../state/exports';
import { useCommandRuntime } from '../common/CommandRuntime';
import { PushPoller } from '../common/exports/PushPoller';
import { LoadState } from '../common/LoadState';
import { EmptyList } from '../common/templates/TemplateTable';
import { useCommand } from '../common/useCommand';
import { useResource } from '../common/useResource';
import { useRowFocus } from '../common/useRowFocus';
import { ExportConfigurationRow } from './ExportConfigurationRow';
import { ExportPushesSection } from './ExportPushesSection';

const t = messages.exports;
const c = t.tab;

/**
 * `/organizations/{id}?tab=exports`: the organisation's export configurations (name, template title and id,
 * platform, object type, active Ja/Nee) with edit, (de)activate, delete (confirmed) and new, a warning where
 * the server lacks a configuration's secret, and per configuration its last pushes and failures.
 */
export function ExportsTab({ organizationId }: { organizationId: number }) {
  const { ctx } = useCommandRuntime();
  const list = useResource(exportConfigurationsResource, organizationId);
  const pushes = useResource(organizationExportPushesResource, organizationId);
  const toggle = useCommand(toggleExportConfigurationActive, { organizationId });
  const remove = useCommand(deleteExportConfiguration, { organizationId });
  const rows = list.data;
  const ids = useMemo(() => (rows ?? []).map((row) => row.id), [rows]);
  const focus = useRowFocus<HTMLDivElement>(ids);
  const latest = useMemo(() => latestPushPerConfiguration(pushes.data ?? []), [pushes.data]);
  const reloadPushes = useCallback(
    () => loadOrganizationExportPushes(ctx.store, ctx.api, organizationId),
    [ctx, organizationId],
  );

  const toggleRow = toggle.available
    ? (configuration: ExportConfiguration) =>
        void toggle.run({ configurationId: configuration.id, isActive: !configuration.is_active })
    : null;
  const removeRow = remove.available
    ? (configuration: ExportConfiguration) => void remove.run({ configurationId: configuration.id })
    : null;

  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Text size="2" color="gray" highContrast aria-live="polite">
          {rows ? c.count(rows.length) : ''}
        </Text>
        <Button asChild>
          <Link to={newExportConfigurationHref(organizationId)}>{c.newConfiguration}</Link>
        </Button>
      </Flex>
      <LoadState loadable={list} loading={c.loading} />
      <div ref={focus}>
        {rows && rows.length === 0 && <EmptyList>{c.empty}</EmptyList>}
        {rows && rows.length > 0 && (
          <Table.Root variant="surface" className="wb-data-table">
            <caption className="sr-only">{c.tableLabel}</caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{c.columns.name}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{c.columns.template}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{c.columns.platform}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{c.columns.objectType}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{c.columns.active}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{c.columns.lastPush}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">{c.columns.actions}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((configuration) => (
                <ExportConfigurationRow
                  key={configuration.id}
                  configuration={configuration}
                  lastPush={latest.get(configuration.id)}
                  toggle={toggleRow}
                  remove={removeRow}
                />
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </div>
      {rows && rows.length > 0 && <ExportPushesSection configurations={rows} pushes={pushes} />}
      <PushPoller pushes={pushes.data} reload={reloadPushes} />
    </Flex>
  );
}
