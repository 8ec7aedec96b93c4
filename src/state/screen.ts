import { atom } from 'jotai/vanilla';

/** The screens of the route table (spec 2); `null` before a screen has rendered. */
export type ScreenId =
  | 'dashboard'
  | 'users'
  | 'userDetail'
  | 'userTemplateNew'
  | 'userTemplateEdit'
  | 'defaultTemplateView'
  | 'organizationTemplateView'
  | 'organizations'
  | 'organizationDetail'
  | 'organizationTemplateNew'
  | 'organizationTemplateEdit'
  | 'exportConfiguration'
  | 'taxonomies'
  | 'taxonomyNew'
  | 'taxonomyEdit'
  | 'defaultTemplates'
  | 'defaultTemplateNew'
  | 'defaultTemplateEdit'
  | 'templateSettings'
  | 'workerStatus'
  | 'loginAttempts';

/** What is on screen, for contextual commands: the screen and the ids of the entities shown. */
export interface ScreenContext {
  screen: ScreenId | null;
  ids: Readonly<Record<string, string>>;
}

export const initialScreenContext: ScreenContext = { screen: null, ids: {} };

export const screenContextAtom = atom<ScreenContext>(initialScreenContext);
