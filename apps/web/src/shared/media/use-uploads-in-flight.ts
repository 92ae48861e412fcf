import { useCallback, useState } from 'react';

/**
 * Which upload fields of a form are still sending, so the form holds its save until every file is
 * stored: `trackers[field]` goes to the field's `onBusyChange`, `inFlight` tells the form.
 */
export function useUploadsInFlight<Field extends string>(fields: readonly Field[]) {
  const [busy, setBusy] = useState<Partial<Record<Field, boolean>>>({});
  const track = useCallback(
    (field: Field) => (isBusy: boolean) =>
      setBusy((current) => (current[field] === isBusy ? current : { ...current, [field]: isBusy })),
    [],
  );
  // Stable callbacks for the life of the form: a field re-reports only when its state changes.
  const [trackers] = useState(
    () =>
      Object.fromEntries(fields.map((field) => [field, track(field)])) as Record<
        Field,
        (busy: boolean) => void
      >,
  );
  return { inFlight: Object.values(busy).some(Boolean), trackers };
}
