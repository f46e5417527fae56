// "Was ₹1,199 · 50% off": the old price struck through, then the saving. Inline, with real spaces between the parts,
// so the line reads as words when copied or read aloud ("Was ₹1,199 50% off", not "Was ₹1,19950% off"), whatever
// layout holds it; the dot between them is only for the eye.

export function Discount({
  was,
  off,
  offClassName = 'text-green-800',
}: {
  was: string;
  off: string;
  offClassName?: string;
}) {
  return (
    <span>
      <s className="text-ink-600">{was}</s>{' '}
      <span aria-hidden="true" className="text-ink-600">
        ·
      </span>{' '}
      <span className={offClassName}>{off}</span>
    </span>
  );
}
