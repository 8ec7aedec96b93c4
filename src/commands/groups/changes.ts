import type { ResourceKey } from '../../state/freshness';
import { groupMembersResource, groupsResource } from '../../state/groups';
import { organizationUsersResource } from '../../state/organizations';
import { userResource, usersResource } from '../../state/users';

/**
 * What a change of a group's membership, or of the group itself, changes (`invalidates`): the organisation's
 * groups (counts, default flag), the members of its groups (linking a user moves them out of their former
 * group), and the users, who carry their group (`userIds`, or every user).
 */
export function groupsChanged(organizationId: number, userIds?: readonly number[]): ResourceKey[] {
  return [
    groupsResource.at(organizationId),
    groupMembersResource.at(),
    organizationUsersResource.at(organizationId),
    usersResource.at(),
    ...(userIds ? userIds.map((id) => userResource.at(id)) : [userResource.at()]),
  ];
}
