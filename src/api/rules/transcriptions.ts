import type { Role } from '../schemas/auth';

/** Spec 6: only the superuser role sees transcriptions (list, upload, downloads). */
export function mayUseTranscriptions(role: Role | null | undefined): boolean {
  return role === 'superuser';
}
