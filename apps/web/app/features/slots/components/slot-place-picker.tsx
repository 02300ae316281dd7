import { SHOW_SLOTS } from '@grocer/domain/messages/slot-page-messages';
import { ChevronDown } from 'lucide-react';
import type { Ref } from 'react';
import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { BASE_PATH } from '../../../lib/app-path.ts';
import styles from './slot-place-picker.module.css';

export interface PlaceOption {
  id: number;
  label: string;
}

export interface SlotPlacePickerProps {
  /** 'Delivery address' or 'Collection branch'. */
  label: string;
  /** The query field the choice goes in (addressId, branchId). */
  name: string;
  options: PlaceOption[];
  selected: number | null;
  /** The grid page for a choice (its first page, the other choices kept). */
  hrefFor: (id: number) => string;
  /** Fields the no-JavaScript form sends along (grid length, grid kind). */
  keep: Record<string, string>;
  /** The page's path, where the no-JavaScript form goes (router path). */
  path: string;
  /** The select's button, for 'Choose another address'. */
  triggerRef?: Ref<HTMLButtonElement>;
}

/**
 * Where the slots are for: the delivery address from the address book, or the collection
 * branch. A React Aria select once the page has hydrated, going to the grid for the choice;
 * before that, and without JavaScript, a native select in a form that asks for the grid.
 */
export function SlotPlacePicker({
  label,
  name,
  options,
  selected,
  hrefFor,
  keep,
  path,
  triggerRef,
}: SlotPlacePickerProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const id = `slot-place-${name}`;
  if (!hydrated) {
    return (
      <form method="get" action={`${BASE_PATH}${path}`} className={styles.form}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <div className={styles.row}>
          <select
            id={id}
            name={name}
            defaultValue={selected ?? undefined}
            className={styles.native}
          >
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
          {Object.entries(keep).map(([field, value]) => (
            <input key={field} type="hidden" name={field} value={value} />
          ))}
          <button type="submit" className={buttonClass({ variant: 'secondary', size: 'small' })}>
            {SHOW_SLOTS}
          </button>
        </div>
      </form>
    );
  }
  return (
    <Select
      className={styles.form}
      value={selected}
      onChange={(key) => {
        if (key !== null && Number(key) !== selected) void navigate(hrefFor(Number(key)));
      }}
    >
      <Label className={styles.label}>{label}</Label>
      <Button ref={triggerRef} className={styles.trigger}>
        <SelectValue className={styles.value} />
        <Icon icon={ChevronDown} size={18} />
      </Button>
      <Popover className={styles.popover}>
        <ListBox className={styles.list} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className={styles.option} textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
