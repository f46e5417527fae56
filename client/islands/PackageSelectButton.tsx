// Select Package: holds the choice and shows the Package Selected toast. Without JavaScript it links to the
// /book page for that package. No booking is made here, as the spec says.
import { useWords } from '../i18n/words';
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
  const t = useWords();
  const hydrated = useHydrated();
  const selected = useSelectedPackage() === props.packageId;

  if (!hydrated) {
    return (
      <a href={props.fallbackHref} className={props.className}>
        {t.packages.select}
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
        notify(t.packages.selectedToast(props.packageName));
      }}
    >
      {selected ? t.packages.selected : t.packages.select}
      <span className="sr-only">: {props.packageName}</span>
    </button>
  );
}
