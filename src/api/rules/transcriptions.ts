import type { Role } from '../schemas/auth';

/** Only the superuser role sees transcriptions (list, upload, downloads). */
export function mayUseTranscriptions(role: Role | null | undefined): boolean {
  return role === 'superuser';
}
