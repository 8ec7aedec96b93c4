import { Card } from './tremor';

/** A row of figure cards (label above a large value, smaller on a phone): two columns, four from medium width. */
export function TotalsCards({
  items,
  label,
}: {
  items: readonly (readonly [string, string])[];
  label?: string;
}) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {items.map(([name, value]) => (
        <Card key={name} className="p-4">
          <dt className="text-tremor-default text-tremor-content">{name}</dt>
          <dd className="text-xl font-semibold text-tremor-content-strong xl:text-tremor-metric">{value}</dd>
        </Card>
      ))}
    </dl>
  );
}
