import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import { organizationTaxonomiesResource } from '../../state/taxonomies';
import { OwnerTaxonomiesTab } from '../common/taxonomies/OwnerTaxonomiesTab';
import { useResource } from '../common/useResource';

const t = messages.taxonomies.tab;

/**
 * `/organizations/{id}?tab=taxonomies`: the organisation's taxonomies, and a new one at
 * `/taxonomies/new?orgId=`.
 */
export function OrganizationTaxonomiesTab({ organizationId }: { organizationId: number }) {
  const list = useResource(organizationTaxonomiesResource, organizationId);
  return (
    <OwnerTaxonomiesTab
      list={list}
      caption={t.organizationTableLabel}
      empty={t.organizationEmpty}
      newHref={href(routes.taxonomyNew, undefined, { orgId: organizationId })}
    />
  );
}
