import { blockUser, unblockUser } from './block';
import { bulkCreateUsers } from './bulkCreate';
import { clearLockout } from './clearLockout';
import { createUser } from './create';
import { deleteUser } from './delete';
import { openUser } from './open';
import { resetPassword } from './resetPassword';
import { downloadAudio, downloadSummary, downloadTranscript, uploadTranscription } from './transcriptions';
import { updateUser } from './update';

export const userCommands = [
  openUser,
  createUser,
  bulkCreateUsers,
  blockUser,
  unblockUser,
  updateUser,
  resetPassword,
  deleteUser,
  uploadTranscription,
  downloadTranscript,
  downloadAudio,
  downloadSummary,
  clearLockout,
];
