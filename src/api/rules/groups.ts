/** Why a group cannot be deleted or un-defaulted. */
export type GroupRefusal = 'defaultGroup';

/**
 * An organisation has exactly one default group: it cannot be deleted, nor stop being the default except by
 * making another group the default (the groups tab says so beside the disabled delete).
 */
export function mayDeleteGroup(group: { is_default?: boolean | undefined }): GroupRefusal | null {
  return group.is_default === true ? 'defaultGroup' : null;
}
