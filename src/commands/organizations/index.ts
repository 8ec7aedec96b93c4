import { deleteGroup } from '../groups/delete';
import { createGroup } from '../groups/create';
import { editGroup, setDefaultGroup } from '../groups/edit';
import { addGroupMember, removeGroupMember } from '../groups/members';
import { addUsersToOrganization } from './addUsers';
import { bulkAddUsersToOrganization } from './bulkAddUsers';
import { createOrganization } from './create';
import { deleteOrganization } from './delete';
import { openOrganization, organizationSearch } from './open';
import { renameOrganization } from './rename';
import { removeUserFromOrganization } from './removeUser';
import { toggleOrgAdmin } from './toggleOrgAdmin';

/** The organisation and group commands, in palette order. */
export const organizationCommands = [
  openOrganization,
  createOrganization,
  renameOrganization,
  deleteOrganization,
  addUsersToOrganization,
  bulkAddUsersToOrganization,
  removeUserFromOrganization,
  toggleOrgAdmin,
  createGroup,
  editGroup,
  setDefaultGroup,
  deleteGroup,
  addGroupMember,
  removeGroupMember,
];

export const organizationSearchProviders = [organizationSearch];
