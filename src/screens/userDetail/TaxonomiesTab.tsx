import type { User } from '../../api/schemas/users';
import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import { userTaxonomiesResource } from '../../state/taxonomies';
import { OwnerTaxonomiesTab } from '../common/taxonomies/OwnerTaxonomiesTab';
import { useResource } from '../common/useResource';

const t = messages.taxonomies.tab;

/** `/users/{id}?tab=taxonomies`: the user's taxonomies, and a new one at `/taxonomies/new?userId=`. */
export function TaxonomiesTab({ user }: { user: User }) {
  const list = useResource(userTaxonomiesResource, user.id);
  return (
    <OwnerTaxonomiesTab
      list={list}
      caption={t.userTableLabel(user.username)}
      empty={t.userEmpty}
      newHref={href(routes.taxonomyNew, undefined, { userId: user.id })}
    />
  );
}
