import { useAtomValue } from 'jotai/react';
import { offerKey, serverOffersAtom, type OptionalFeature } from '../../state/serverOffers';
import { sessionAtom } from '../../state/session';
import { useCommandRuntime } from './CommandRuntime';

/** Whether the signed-in server offers `feature`, live: true, false, or undefined while not known. */
export function useServerOffers(feature: OptionalFeature): boolean | undefined {
  const { ctx } = useCommandRuntime();
  const offers = useAtomValue(serverOffersAtom, { store: ctx.store });
  const serverUrl = useAtomValue(sessionAtom, { store: ctx.store })?.serverUrl;
  return offers[offerKey(serverUrl, feature)];
}
