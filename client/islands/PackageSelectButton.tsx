// Select Package: holds the choice and shows the Package Selected toast. Without JavaScript it links to the
// /book page for that package. No booking is made here, as the spec says.
import { packageSelected } from '../../shared/messages';
import { notify } from '../notify';
import { selectPackage, useSelectedPackage } from '../state/selected-package';
import { useHydrated } from '../hooks/useHydrated';

export interface PackageSelectButtonProps {
  packageId: string;
  packageName: string;
  fallbackHref: string;
  className: string;
  selectedClassName: string;
}

export default function PackageSelectButton(props: PackageSelectButtonProps) {
  const hydrated = useHydrated();
  const selected = useSelectedPackage() === props.packageId;

  if (!hydrated) {
    return (
      <a href={props.fallbackHref} className={props.className}>
        Select Package
      </a>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={selected}
      className={selected ? props.selectedClassName : props.className}
      onClick={() => {
        selectPackage(props.packageId);
        notify(packageSelected(props.packageName));
      }}
    >
      {selected ? 'Selected' : 'Select Package'}
      <span className="sr-only">: {props.packageName}</span>
    </button>
  );
}
