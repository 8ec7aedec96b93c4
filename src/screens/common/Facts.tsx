/** Label-value pairs as a definition list; the layout (grid or row) comes from `className`. */
export function Facts({
  facts,
  className,
}: {
  facts: readonly [string, string | number][];
  className: string;
}) {
  return (
    <dl className={`text-sm ${className}`}>
      {facts.map(([label, value]) => (
        <div key={label} className="flex flex-col">
          <dt className="text-[var(--gray-11)]">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
