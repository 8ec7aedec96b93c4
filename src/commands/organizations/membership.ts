import type { ResourceKey } from '../../state/freshness';
import { groupMembersResource, groupsResource } from '../../state/groups';
import {
  organizationResource,
  organizationsResource,
  organizationUsersResource,
} from '../../state/organizations';
import { userResource, usersResource } from '../../state/users';

/**
 * What a change of membership changes (`invalidates`): the organisation's users and its counts (detail and
 * list), its groups' counts and members (new members join the default group, leaving the organisation leaves
 * the group), and the users themselves (their organisation and group). Without an organisation: every
 * organisation (users added from another organisation leave that one); without user ids: every user.
 */
export function membershipChanged(
  organizationId: number | undefined,
  userIds?: readonly number[],
): ResourceKey[] {
  return [
    organizationResource.at(organizationId),
    organizationUsersResource.at(organizationId),
    organizationsResource.at(),
    groupsResource.at(organizationId),
    groupMembersResource.at(),
    usersResource.at(),
    ...(userIds ? userIds.map((id) => userResource.at(id)) : [userResource.at()]),
  ];
}
