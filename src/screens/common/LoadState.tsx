import { Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import type { Loadable } from '../../state/loadable';

/** A spinner with its text, announced politely. */
export function Loading({ label }: { label: string }) {
  return (
    <Flex role="status" align="center" gap="2">
      <Spinner />
      <Text size="2" color="gray" highContrast>
        {label}
      </Text>
    </Flex>
  );
}

/** A red callout with the error text, announced at once; nothing when there is no error. */
export function ErrorCallout({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Text>{message}</Callout.Text>
    </Callout.Root>
  );
}

/** The spinner (first load only) and the error of a loadable, above the data it belongs to. */
export function LoadState({ loadable, loading }: { loadable: Loadable<unknown>; loading: string }) {
  return (
    <>
      {loadable.loading && loadable.data === null && <Loading label={loading} />}
      <ErrorCallout message={loadable.error} />
    </>
  );
}

/**
 * The load state of a feature beyond the original admin API: where the server said it has no such calls
 * (`notOffered`, the load's error then), that text as information instead of an error.
 */
export function OfferedLoadState({
  loadable,
  loading,
  notOffered,
}: {
  loadable: Loadable<unknown>;
  loading: string;
  notOffered: string;
}) {
  if (loadable.error !== notOffered) return <LoadState loadable={loadable} loading={loading} />;
  return (
    <Callout.Root color="gray" role="status">
      <Callout.Text>{notOffered}</Callout.Text>
    </Callout.Root>
  );
}
